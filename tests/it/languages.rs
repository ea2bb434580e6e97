//! The player's language: how a run chooses it, and what line mode says in each.

use crate::common::{patience, run, run_with_input, tmp};

/// Line mode's `help` for Clock, deal 1, under `setup` of the command.
fn help_under(setup: impl FnOnce(&mut std::process::Command)) -> String {
    let dir = tmp();
    let mut c = patience(dir.path());
    c.args(["play", "clock", "--seed", "1", "--plain"]);
    setup(&mut c);
    let (code, out, err) = run_with_input(c, "help\nquit\n");
    assert_eq!(code, 0, "{err}");
    out
}

#[test]
fn the_flag_then_patience_lang_then_the_locale_choose_the_language() {
    let english = "Commands:";
    let german = "Befehle (sie werden englisch getippt):";
    let spanish = "Órdenes (se escriben en inglés):";
    assert!(help_under(|_| {}).contains(english));
    assert!(
        help_under(|c| {
            c.env("LANG", "de_DE.UTF-8");
        })
        .contains(german)
    );
    assert!(
        help_under(|c| {
            c.env("LANG", "es_ES.UTF-8");
        })
        .contains(spanish)
    );
    assert!(
        help_under(|c| {
            c.env("LANG", "fr_FR.UTF-8");
        })
        .contains(english)
    );
    let out = help_under(|c| {
        c.env("LANG", "de_DE.UTF-8")
            .env("LC_MESSAGES", "es_ES.UTF-8");
    });
    assert!(out.contains(spanish), "LC_MESSAGES is before LANG");
    let out = help_under(|c| {
        c.env("LC_ALL", "de_DE.UTF-8")
            .env("LC_MESSAGES", "es_ES.UTF-8");
    });
    assert!(out.contains(german), "LC_ALL is before LC_MESSAGES");
    let out = help_under(|c| {
        c.env("LANG", "de_DE.UTF-8").env("PATIENCE_LANG", "es");
    });
    assert!(out.contains(spanish), "PATIENCE_LANG is before the locale");
    let out = help_under(|c| {
        c.env("PATIENCE_LANG", "es").args(["--lang", "en"]);
    });
    assert!(out.contains(english), "--lang is before PATIENCE_LANG");
}

#[test]
fn a_language_without_a_catalog_is_refused_clearly() {
    let dir = tmp();
    let mut c = patience(dir.path());
    c.args(["--lang", "fr", "list"]);
    let (code, out, err) = run(c);
    assert_eq!((code, out.as_str()), (2, ""), "{err}");
    assert!(
        err.contains("invalid value 'fr' for '--lang <LANG>'"),
        "{err}"
    );
    assert!(err.contains("[possible values: en, de, es]"), "{err}");
    let mut c = patience(dir.path());
    c.arg("list").env("PATIENCE_LANG", "fr");
    let (code, _, err) = run(c);
    assert_eq!(code, 1, "{err}");
    assert!(
        err.contains("$PATIENCE_LANG is `fr`: expected en, de or es"),
        "{err}"
    );
}
