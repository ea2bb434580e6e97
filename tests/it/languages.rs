//! The player's language: how a run chooses it, and what line mode says in each.

use crate::common::{Cli, tmp};

/// Line mode's `help` for Clock, deal 1, under `setup` of the command.
fn help_under(setup: impl FnOnce(Cli) -> Cli) -> String {
    setup(Cli::new().args(["play", "clock", "--seed", "1", "--plain"]))
        .stdin("help\nquit\n")
        .ok()
        .stdout
}

#[test]
fn the_flag_then_patience_lang_then_the_locale_choose_the_language() {
    let english = "Commands:";
    let german = "Befehle (sie werden englisch getippt):";
    let spanish = "Órdenes (se escriben en inglés):";
    assert!(help_under(|c| c).contains(english));
    assert!(help_under(|c| c.env("LANG", "de_DE.UTF-8")).contains(german));
    assert!(help_under(|c| c.env("LANG", "es_ES.UTF-8")).contains(spanish));
    assert!(help_under(|c| c.env("LANG", "fr_FR.UTF-8")).contains(english));
    let out = help_under(|c| {
        c.env("LANG", "de_DE.UTF-8")
            .env("LC_MESSAGES", "es_ES.UTF-8")
    });
    assert!(out.contains(spanish), "LC_MESSAGES is before LANG");
    let out = help_under(|c| {
        c.env("LC_ALL", "de_DE.UTF-8")
            .env("LC_MESSAGES", "es_ES.UTF-8")
    });
    assert!(out.contains(german), "LC_ALL is before LC_MESSAGES");
    let out = help_under(|c| c.env("LANG", "de_DE.UTF-8").env("PATIENCE_LANG", "es"));
    assert!(out.contains(spanish), "PATIENCE_LANG is before the locale");
    let out = help_under(|c| c.env("PATIENCE_LANG", "es").args(["--lang", "en"]));
    assert!(out.contains(english), "--lang is before PATIENCE_LANG");
}

#[test]
fn a_language_without_a_catalog_is_refused_clearly() {
    let dir = tmp();
    let r = Cli::in_dir(dir.path()).args(["--lang", "fr", "list"]).run();
    let err = r.stderr;
    assert_eq!((r.code, r.stdout.as_str()), (2, ""), "{err}");
    assert!(
        err.contains("invalid value 'fr' for '--lang <LANG>'"),
        "{err}"
    );
    assert!(err.contains("[possible values: en, de, es]"), "{err}");
    let err = Cli::in_dir(dir.path())
        .arg("list")
        .env("PATIENCE_LANG", "fr")
        .exits(1)
        .stderr;
    assert!(
        err.contains("$PATIENCE_LANG is `fr`: expected en, de or es"),
        "{err}"
    );
    // Refused in the language of the locale.
    let err = Cli::in_dir(dir.path())
        .arg("list")
        .env("PATIENCE_LANG", "fr")
        .env("LANG", "de_DE.UTF-8")
        .exits(1)
        .stderr;
    assert!(
        err.contains("Fehler: $PATIENCE_LANG ist `fr`: erwartet wird en, de oder es"),
        "{err}"
    );
}

/// Removes what stands between the pseudo-language's marks: `⟦…⟧` around a line of the
/// catalog, `‹…›` around a line a game or the engine gives.
fn outside_marks(line: &str) -> String {
    let mut depth = 0usize;
    let mut out = String::new();
    for c in line.chars() {
        match c {
            '⟦' | '‹' => depth += 1,
            '⟧' | '›' => depth = depth.saturating_sub(1),
            c if depth == 0 => out.push(c),
            _ => {}
        }
    }
    out
}

/// Whether `word` names a card as boards and messages do (`10♠`, `TS`, `10S`): not `as`.
fn is_card(word: &str) -> bool {
    word.chars().all(|c| !c.is_alphabetic() || c.is_uppercase())
        && word.parse::<cards::Card>().is_ok()
}

/// The names of every game and variant, as `patience list` gives them: the same in every
/// language, as the player types them.
fn names() -> &'static [String] {
    static NAMES: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
    NAMES.get_or_init(every_game_and_variant)
}

/// What the tests type that is no move, repeated back by a refusal as it was typed.
const TYPED: [&str; 1] = ["xx"];

/// The program and its commands, typed in English in every language (a message tells the
/// command that resumes a game).
const COMMANDS: [&str; 12] = [
    "patience", "play", "list", "rules", "deal", "replay", "solve", "stats", "merge", "compare",
    "history", "saves",
];

/// Whether `word` is one a player reads in every language: a number, a card, a pile's name
/// or a move in notation, a game's name, what the player typed, a file path, or marks.
fn same_in_every_language(word: &str) -> bool {
    // Moves, piles, and ranks as Clock names its piles by them.
    const NOTATION: [&str; 14] = [
        "draw", "turn", "fill", "redeal", "swap", "s", "w", "f", "t", "p", "A", "J", "Q", "K",
    ];
    if word.trim_start_matches('`').starts_with("--") {
        return true;
    }
    let word = word.trim_matches(|c: char| !c.is_alphanumeric() && !"♠♥♦♣".contains(c));
    if word.is_empty() || word.contains('/') || is_card(word) || TYPED.contains(&word) {
        return true;
    }
    if COMMANDS.contains(&word) {
        return true;
    }
    if names().iter().any(|n| n == word) {
        return true;
    }
    word.split('-').all(|part| {
        part.chars().any(|c| c.is_ascii_digit())
            || NOTATION.contains(&part)
            || is_card(part)
            || part.chars().all(|c| "♠♥♦♣".contains(c))
    })
}

/// The lines of `text` that hold English no catalog gives: words outside the marks that are
/// not the same in every language, or text a game or the engine passes through (`‹…›`). The
/// player's own lines (`> …`) are theirs; a rule's key and value (`  pile_size = 3`) are the
/// notation of a rules file, the same in every language.
fn unmarked(text: &str) -> Vec<String> {
    text.lines()
        .filter(|l| !l.starts_with("> ") && !is_rule_line(l))
        .filter(|l| {
            l.contains('‹')
                || !outside_marks(l)
                    .split_whitespace()
                    .all(same_in_every_language)
        })
        .map(str::to_string)
        .collect()
}

/// Whether `line` is a rule's key and value as `rules --explain` lists them, or the rest of
/// a long value.
fn is_rule_line(line: &str) -> bool {
    let t = line.trim_start();
    let indent = line.len() - t.len();
    let key = t.split(" = ").next().unwrap_or_default();
    indent == 2 && t.contains(" = ") && key.chars().all(|c| c.is_ascii_lowercase() || c == '_')
        || indent == 2 && t.trim_end().ends_with(']') && !t.contains(' ')
}

#[test]
fn the_mark_finder_finds_english_and_passes_notation() {
    assert!(unmarked("⟦refused `xx`: ⟦no⟧⟧\n> help\nt1 ⟦waste⟧\n10♠ ## [56] +3").is_empty());
    assert_eq!(unmarked("t1 ‹waste›"), ["t1 ‹waste›"]);
    // A message's own words are marked, what is put in it is not: English put in shows.
    assert!(unmarked("⟦refused `⟧xx⟦`:⟧ ⟦no⟧\n⟦no game of⟧ clock").is_empty());
    assert_eq!(
        unmarked("⟦error:⟧ /tmp/x⟦:⟧ cannot write"),
        ["⟦error:⟧ /tmp/x⟦:⟧ cannot write"]
    );
    assert!(unmarked("  pile_size = 3\n  tableau_wrap = true\n  \"K♦\"]").is_empty());
    assert!(unmarked("t2-f6 s-w1 w-t4 draw fill\n/tmp/x.json: 2 | 0").is_empty());
    assert_eq!(
        unmarked("⟦hint⟧ no hint\nt1 ok\nas it is"),
        ["⟦hint⟧ no hint", "t1 ok", "as it is"]
    );
}

/// Every game and variant `patience list` names.
fn every_game_and_variant() -> Vec<String> {
    let out = Cli::new().arg("list").ok().stdout;
    out.lines()
        .skip(1)
        .map(|l| l.split_whitespace().next().unwrap().to_string())
        .collect()
}

/// Line mode in the pseudo-language says nothing in English that no catalog gives, for every
/// game and variant: the board, `help` (with the rules in prose), `moves`, a move that is not
/// one, an illegal move, `auto` (which ends a game of Clock), `hint`, `undo`, `redo`, a legal
/// move, `history`, giving up.
#[test]
fn line_mode_takes_every_word_from_the_catalog_or_the_game() {
    let games = every_game_and_variant();
    assert!(games.len() >= 4, "{games:?}");
    for game in games {
        let d = tmp();
        let out = Cli::in_dir(d.path())
            .args(["--lang", "qps", "play", &game, "--seed", "1", "--plain"])
            .stdin("moves\nquit\n")
            .run()
            .stdout;
        let first = out
            .lines()
            .skip_while(|l| *l != "> moves")
            .nth(1)
            .and_then(|l| l.split_whitespace().next())
            .unwrap_or("turn")
            .to_string();
        let input = format!(
            "help\nmoves\nxx\nt1-t1\nswap\nundo\n{first}\nboard\nhint\nundo\nredo\nhistory\nauto\n\
             board\nredo\ngive up\n"
        );
        let r = Cli::in_dir(d.path())
            .args(["--lang", "qps", "play", &game, "--seed", "1", "--plain"])
            .stdin(input)
            .ok();
        let (out, err) = (r.stdout, r.stderr);
        assert!(out.contains("⟦Commands:⟧"), "{game}: {out}");
        let found: Vec<String> = unmarked(&out).into_iter().chain(unmarked(&err)).collect();
        assert!(
            found.is_empty(),
            "{game}: lines with English outside the marks:\n{}",
            found.join("\n")
        );
        // Played again, left, resumed and left: the save's words come from the catalog too.
        Cli::in_dir(d.path())
            .args(["--lang", "qps", "play", &game, "--seed", "1", "--plain"])
            .stdin(format!("{first}\nquit\n"))
            .ok();
        let r = Cli::in_dir(d.path())
            .args([
                "--lang", "qps", "play", &game, "--resume", "--seed", "1", "--plain",
            ])
            .stdin("board\nquit\n")
            .ok();
        let (out, err) = (r.stdout, r.stderr);
        let found: Vec<String> = unmarked(&out).into_iter().chain(unmarked(&err)).collect();
        assert!(found.is_empty(), "{game}, resumed:\n{}", found.join("\n"));
    }
}

/// Line mode of Big Ben, deal 1, in `lang`: the board, `help`, a refusal, a move.
fn big_ben_in(lang: &str, setup: impl FnOnce(Cli) -> Cli) -> String {
    setup(Cli::new().args(["--lang", lang, "play", "big-ben", "--seed", "1", "--plain"]))
        .stdin("help\nxx\nt2-f6\nundo\nmoves\nquit\n")
        .ok()
        .stdout
}

#[test]
fn big_ben_in_german() {
    let out = big_ben_in("de", |c| c);
    assert!(out.contains("Züge eingeben (z. B. t2-f6)"), "{out}");
    insta::assert_snapshot!(out);
}

#[test]
fn big_ben_in_spanish() {
    let out = big_ben_in("es", |c| c);
    assert!(out.contains("Escribe jugadas (p. ej. t2-f6)"), "{out}");
    insta::assert_snapshot!(out);
}

/// Under a locale that is not UTF-8, or `PATIENCE_ASCII`, German and Spanish are written in
/// ASCII too: `ä` as `ae`, `ñ` as `n`, `¿` left out.
#[test]
fn german_and_spanish_stay_ascii_in_ascii_mode() {
    for (var, value) in [("LANG", "C"), ("PATIENCE_ASCII", "1")] {
        let how = format!("{var}={value}");
        let setup = |c: Cli| c.env(var, value);
        let de = big_ben_in("de", setup);
        assert!(de.is_ascii(), "{how}: {de}");
        assert!(de.contains("Zuege eingeben (z. B. t2-f6)"), "{how}: {de}");
        assert!(de.contains("der Zug des Loesers"), "{how}: {de}");
        let es = big_ben_in("es", setup);
        assert!(es.is_ascii(), "{how}: {es}");
        assert!(
            es.contains("Ordenes (se escriben en ingles):"),
            "{how}: {es}"
        );
        assert!(es.contains("la jugada del solucionador"), "{how}: {es}");
    }
    // And in Unicode otherwise.
    assert!(big_ben_in("de", |c| c).contains("der Zug des Lösers"));
}

/// `rules GAME --explain` of every game and variant in the pseudo-language: the title, what
/// the rule set is, the rules in prose and what each key means all come from a catalog.
#[test]
fn the_rules_in_prose_take_every_word_from_the_catalogs() {
    for game in every_game_and_variant() {
        let out = Cli::new()
            .args(["--lang", "qps", "rules", &game, "--explain"])
            .ok()
            .stdout;
        assert!(out.contains('⟦'), "{game}: {out}");
        let found = unmarked(&out);
        assert!(
            found.is_empty(),
            "{game}: lines with English no catalog gives:\n{}",
            found.join("\n")
        );
    }
}

#[test]
fn the_rules_of_big_ben_in_german() {
    let out = Cli::new()
        .args(["--lang", "de", "rules", "big-ben", "--explain"])
        .ok()
        .stdout;
    assert!(out.contains("Zielstapel"), "{out}");
    insta::assert_snapshot!(out);
}

#[test]
fn the_rules_of_big_ben_in_spanish() {
    let out = Cli::new()
        .args(["--lang", "es", "rules", "big-ben", "--explain"])
        .ok()
        .stdout;
    assert!(out.contains("pila de desechos"), "{out}");
    insta::assert_snapshot!(out);
}

/// Sir Tommy's rules in German tell the game as the German text does: Zielstapel,
/// Abwurfstapel, Vorrat.
#[test]
fn the_rules_of_sir_tommy_in_german_use_the_german_texts_words() {
    let out = Cli::new()
        .args(["--lang", "de", "rules", "sir-tommy", "--explain"])
        .ok()
        .stdout;
    for word in [
        "Zielstapel",
        "Abwurfstapel",
        "Vorrat",
        "Farbe egal",
        "aufdeckst",
    ] {
        assert!(out.contains(word), "{word}: {out}");
    }
}

/// Under a locale that is not UTF-8 the rules of every game and variant, told in German or
/// Spanish, are ASCII.
#[test]
fn the_rules_in_every_language_stay_ascii_in_ascii_mode() {
    for game in every_game_and_variant() {
        for lang in ["en", "de", "es"] {
            let out = Cli::new()
                .args(["--lang", lang, "rules", &game, "--explain"])
                .env("LANG", "C")
                .ok()
                .stdout;
            let odd: String = out.chars().filter(|c| !c.is_ascii()).collect();
            assert!(odd.is_empty(), "{game} in {lang}: {odd}\n{out}");
        }
    }
}

/// An unknown game's name and a move list's illegal move are refused in the player's
/// language, the move and the file as they are.
#[test]
fn errors_speak_the_players_language() {
    let dir = tmp();
    let err = Cli::in_dir(dir.path())
        .args(["--lang", "de", "play", "big-bn", "--plain"])
        .exits(1)
        .stderr;
    assert!(
        err.contains(
            "Fehler: kein Spiel und keine Variante heißt `big-bn`: Meintest du `big-ben`?"
        ),
        "{err}"
    );
    let moves = dir.path().join("bad.moves");
    std::fs::write(&moves, "t1-t1\n").unwrap();
    let r = Cli::in_dir(dir.path())
        .args([
            "--lang", "es", "replay", "big-ben", "--seed", "1", "--moves",
        ])
        .arg(moves.to_str().unwrap())
        .exits(1);
    assert!(
        r.stdout.contains("sin terminar tras 0 jugadas"),
        "{}",
        r.stdout
    );
    assert!(
        r.stderr.contains(
            "la jugada 1 (`t1-t1`, línea 1) no está permitida: t1 no puede moverse sobre sí mismo"
        ),
        "{}",
        r.stderr
    );
}

/// `--help` in German and Spanish: the summary, the commands and the headings; ASCII under a
/// locale that is not UTF-8.
#[test]
fn help_speaks_german_and_spanish() {
    let de = Cli::new().args(["--lang", "de", "--help"]).ok().stdout;
    for words in [
        "Aufruf: patience",
        "Befehle:",
        "Ein Spiel spielen",
        "Optionen:",
        "Dateien:",
    ] {
        assert!(de.contains(words), "{words}: {de}");
    }
    let es = Cli::new()
        .args(["play", "--help"])
        .env("PATIENCE_LANG", "es")
        .ok()
        .stdout;
    assert!(es.contains("Uso: patience play"), "{es}");
    let ascii = Cli::new()
        .args(["--lang", "de", "--help"])
        .env("LANG", "C")
        .ok()
        .stdout;
    assert!(ascii.is_ascii(), "{ascii}");
    assert!(ascii.contains("Patiencen (Solitaer)"), "{ascii}");
}

/// Every command's `--help`, the manual page and the shell completions in German and
/// Spanish: no word of clap's English is left, and under a locale that is not UTF-8 they
/// are ASCII.
#[test]
fn help_man_and_completions_of_every_command_speak_german_and_spanish() {
    let commands = [
        "list",
        "rules",
        "deal",
        "play",
        "replay",
        "solve",
        "stats",
        "history",
        "saves",
        "completions",
        "man",
    ];
    for (lang, words) in [
        ("de", ["Optionen:", "Hilfe ausgeben", "ÜBERSICHT"]),
        ("es", ["Opciones:", "Mostrar la ayuda", "SINOPSIS"]),
    ] {
        for cmd in commands {
            let help = Cli::new().args(["--lang", lang, cmd, "--help"]).ok().stdout;
            assert!(
                help.contains(words[0]) && help.contains(words[1]),
                "{cmd}: {help}"
            );
            for english in [
                "Usage:",
                "Options:",
                "Print help",
                "[default:",
                "ossible values",
            ] {
                assert!(!help.contains(english), "{lang} {cmd}: {english}\n{help}");
            }
        }
        let man = Cli::new().args(["--lang", lang, "man"]).ok().stdout;
        assert!(man.contains(&format!(".SH {}", words[2])), "{man}");
        for english in [
            ".SH OPTIONS",
            "Print help",
            "Play a game",
            "[default:",
            "ossible values",
        ] {
            assert!(!man.contains(english), "{lang}: {english}");
        }
        let fish = Cli::new()
            .args(["--lang", lang, "completions", "fish"])
            .ok()
            .stdout;
        assert!(!fish.contains("Play a game"), "{fish}");
        assert!(!fish.contains("Print help"), "{fish}");
    }
    let ascii = Cli::new()
        .args(["--lang", "es", "stats", "--help"])
        .env("LANG", "C")
        .ok()
        .stdout;
    assert!(ascii.is_ascii(), "{ascii}");
    assert!(ascii.contains("Quien juega"), "{ascii}");
}

/// A command line that clap refuses is refused in the player's language.
#[test]
fn a_refused_command_line_speaks_german_and_spanish() {
    let r = Cli::new()
        .args(["stats", "big-ben", "--deals", "0"])
        .env("LANG", "de_DE.UTF-8")
        .run();
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(
        r.stderr
            .starts_with("Fehler: --deals `0`: erwartet wird eine ganze Zahl von 1 bis"),
        "{}",
        r.stderr
    );
    let r = Cli::new().args(["--lang", "es", "play", "--bogus"]).run();
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(
        r.stderr.contains("argumento inesperado '--bogus'"),
        "{}",
        r.stderr
    );
    assert!(
        r.stderr.contains("Para saber más, prueba '--help'."),
        "{}",
        r.stderr
    );
}

/// The reports of `stats`, `solve` and `history --check` in German and Spanish; JSON stays
/// English.
#[test]
fn the_reports_of_stats_solve_and_history_check_speak_german_and_spanish() {
    let de = Cli::new()
        .args(["--lang", "de", "stats", "clock", "--deals", "20"])
        .ok()
        .stdout;
    assert!(
        de.contains("Uhr (clock), Spieler default: Verteilungen 0..20"),
        "{de}"
    );
    assert!(
        de.contains("Gewinnrate ") && de.contains("Verteilungen je Sekunde"),
        "{de}"
    );
    let json = Cli::new()
        .args(["--lang", "de", "stats", "clock", "--deals", "20", "--json"])
        .ok()
        .stdout;
    assert!(
        json.contains("\"won\":") && !json.contains("gewonnen"),
        "{json}"
    );
    let es = Cli::new()
        .args(["--lang", "es", "solve", "clock", "--seed", "3"])
        .ok()
        .stdout;
    assert!(
        es.starts_with("# Reloj (clock), número 3: perdida: ninguna secuencia"),
        "{es}"
    );
    assert!(es.contains("posiciones buscadas"), "{es}");
    let dir = tmp();
    std::fs::create_dir_all(dir.path().join("data")).unwrap();
    std::fs::write(dir.path().join("data/history.log"), "kein Eintrag\n").unwrap();
    let r = Cli::in_dir(dir.path())
        .args(["--lang", "de", "history", "--check"])
        .exits(1);
    assert!(
        r.stdout
            .contains("0 Einträge, 1 Zeile als keine Einträge übersprungen"),
        "{}",
        r.stdout
    );
    assert!(
        r.stdout.contains("  Zeile 1: kein Eintrag: "),
        "{}",
        r.stdout
    );
    let r = Cli::in_dir(dir.path())
        .args(["--lang", "es", "history"])
        .run();
    assert!(r.stderr.contains("nota: 1 línea de "), "{}", r.stderr);
}

/// Errors of rules and deal files are told in the player's language, with the file, the
/// line and the column as they are.
#[test]
fn located_errors_of_rules_and_deal_files_speak_german_and_spanish() {
    let dir = tmp();
    let rules = dir.path().join("r.toml");
    let run = |lang: &str, args: &[&str], file: &std::path::Path| {
        Cli::in_dir(dir.path())
            .args(["--lang", lang])
            .args(args)
            .arg(file.to_str().unwrap())
            .exits(1)
            .stderr
    };
    std::fs::write(&rules, "[rules]\nredeals = 9\n").unwrap();
    let err = run("de", &["rules", "big-ben", "--rules"], &rules);
    assert!(
        err.contains("r.toml:2:1: Schlüssel `redeals`: erwartet wird eine ganze Zahl von 0 bis 3"),
        "{err}"
    );
    let err = run("es", &["rules", "big-ben", "--rules"], &rules);
    assert!(
        err.contains("r.toml:2:1: clave `redeals`: se espera un número entero de 0 a 3"),
        "{err}"
    );
    std::fs::write(&rules, "[rules]\nheight = 9\n").unwrap();
    let err = run("de", &["rules", "big-ben", "--rules"], &rules);
    assert!(
        err.contains("r.toml:2:1: unbekannter Schlüssel `height` in [rules] von big-ben"),
        "{err}"
    );
    let deal = dir.path().join("d.toml");
    std::fs::write(&deal, "game = \"clock\"\nstok = \"AC\"\n").unwrap();
    let err = run("de", &["solve", "clock", "--deal"], &deal);
    assert!(
        err.contains("d.toml:2: unbekannter Schlüssel `stok`"),
        "{err}"
    );
    std::fs::write(&deal, "seed = \"x\"\n").unwrap();
    let err = run("es", &["solve", "clock", "--deal"], &deal);
    assert!(
        err.contains("d.toml:1: clave `seed`: se espera un número de reparto"),
        "{err}"
    );
    let big_ben = Cli::new().args(["deal", "big-ben"]).ok().stdout;
    std::fs::write(&deal, big_ben).unwrap();
    let err = run("de", &["solve", "clock", "--deal"], &deal);
    assert!(
        err.contains("das ist eine Verteilung von big-ben, nicht von clock"),
        "{err}"
    );
    let err = run(
        "es",
        &["solve", "clock", "--deal"],
        &dir.path().join("nada.toml"),
    );
    assert!(err.contains("error: no se puede leer "), "{err}");
    let err = Cli::in_dir(dir.path())
        .args(["--lang", "es", "play", "--resume"])
        .exits(1)
        .stderr;
    assert!(err.contains("error: ninguna partida guardada en "), "{err}");
    let err = Cli::new()
        .args(["--lang", "de", "stats", "clock", "--shard", "5/2"])
        .exits(1)
        .stderr;
    assert!(
        err.contains("Fehler: --shard `5/2`: erwartet wird I/N"),
        "{err}"
    );
}

/// The errors of files and folders a player keeps (the history, the saves, a folder of
/// rules) speak German and Spanish, with what the system said told in the same words.
#[test]
fn errors_of_files_and_folders_speak_german_and_spanish() {
    let dir = tmp();
    // A folder in the place of the history.
    let log = dir.path().join("data/history.log");
    std::fs::create_dir_all(&log).unwrap();
    let err = Cli::in_dir(dir.path())
        .args(["--lang", "de", "history"])
        .exits(1)
        .stderr;
    assert!(
        err.contains("history.log ist ein Ordner, keine Datei: deine Statistik"),
        "{err}"
    );
    let err = Cli::in_dir(dir.path())
        .args(["--lang", "es", "history"])
        .exits(1)
        .stderr;
    assert!(
        err.contains("history.log es una carpeta, no un archivo"),
        "{err}"
    );
    std::fs::remove_dir(&log).unwrap();
    // A file of the saves folder that is not a save: named, left alone, told why.
    let saves = dir.path().join("data/saves");
    std::fs::create_dir_all(&saves).unwrap();
    std::fs::write(saves.join("clock-seed-1.json"), "{ kaputt").unwrap();
    let err = Cli::in_dir(dir.path())
        .args(["--lang", "de", "play", "clock", "--resume", "--plain"])
        .exits(1)
        .stderr;
    assert!(
        err.contains(
            "clock-seed-1.json: kein gespeichertes Spiel (kein JSON in Zeile 1, Spalte 3)"
        ),
        "{err}"
    );
    assert!(err.contains("die Datei bleibt, wie sie ist"), "{err}");
    std::fs::write(saves.join("clock-seed-1.json"), "{\"format\": \"x\"}").unwrap();
    let err = Cli::in_dir(dir.path())
        .args(["--lang", "es", "play", "clock", "--resume", "--plain"])
        .exits(1)
        .stderr;
    assert!(
        err.contains("no es una partida guardada (falta `format = \"patience save\"`)"),
        "{err}"
    );
    // A data folder below a plain file: the game cannot be saved, in the player's words.
    std::fs::write(dir.path().join("file"), "x").unwrap();
    let err = Cli::in_dir(dir.path())
        .env("PATIENCE_DATA", dir.path().join("file/data"))
        .args(["--lang", "de", "play", "clock", "--plain", "--seed", "3"])
        .stdin("turn\nquit\n")
        .exits(1)
        .stderr;
    assert!(
        err.contains("kann nicht angelegt werden")
            && err.contains("ein Teil des Pfades ist kein Ordner"),
        "{err}"
    );
    // $PATIENCE_RULES naming a folder that is not there.
    let err = Cli::in_dir(dir.path())
        .args(["--lang", "es", "list"])
        .env("PATIENCE_RULES", dir.path().join("nada"))
        .ok()
        .stderr;
    assert!(
        err.contains("aviso: PATIENCE_RULES nombra ")
            && err.contains("que no puede leerse (no existe ese archivo ni esa carpeta): sus variantes quedan fuera"),
        "{err}"
    );
    // Standard input that is not text.
    let err = Cli::in_dir(dir.path())
        .args(["--lang", "de", "stats", "merge", "-"])
        .stdin(b"\xff\n".as_slice())
        .exits(1)
        .stderr;
    assert!(
        err.contains("Fehler: die Standardeingabe kann nicht gelesen werden: kein UTF-8-Text"),
        "{err}"
    );
    let err = Cli::in_dir(dir.path())
        .args([
            "--lang", "es", "replay", "clock", "--seed", "1", "--moves", "-",
        ])
        .stdin(b"\xff\n".as_slice())
        .exits(1)
        .stderr;
    assert!(
        err.contains(
            "no se puede leer la lista de jugadas de la entrada estándar: no es texto UTF-8"
        ),
        "{err}"
    );
    for english in [
        "cannot",
        "is a folder",
        "not a saved game",
        "warning",
        "No such",
    ] {
        assert!(!err.contains(english), "{english}: {err}");
    }
}

/// `stats merge` and `stats compare` refuse reports of different runs in the player's
/// language.
#[test]
fn stats_merge_and_compare_refuse_in_german_and_spanish() {
    use std::path::Path;
    let dir = tmp();
    let report = |args: &[&str]| {
        Cli::in_dir(dir.path())
            .args(["stats", "--json"])
            .args(args)
            .ok()
            .stdout
    };
    let clock = dir.path().join("clock.json");
    std::fs::write(&clock, report(&["clock", "--deals", "5"])).unwrap();
    let watch = dir.path().join("watch.json");
    std::fs::write(&watch, report(&["watch", "--deals", "5"])).unwrap();
    let later = dir.path().join("later.json");
    std::fs::write(&later, report(&["clock", "--deals", "5", "--from", "3"])).unwrap();
    let run = |lang: &str, args: &[&Path]| {
        Cli::in_dir(dir.path())
            .args(["--lang", lang, "stats"])
            .args(args)
            .exits(1)
            .stderr
    };
    let merge = Path::new("merge");
    let compare = Path::new("compare");
    let err = run("de", &[merge, &clock, &watch]);
    assert!(
        err.contains("watch.json:1: Spiel `watch`, aber ") && err.contains("hat `clock`"),
        "{err}"
    );
    let err = run("es", &[merge, &clock, &later]);
    assert!(
        err.contains("los tramos de números 0..5 y 3..8 se solapan"),
        "{err}"
    );
    let err = run("de", &[compare, &clock, &later]);
    assert!(
        err.contains("die Läufe umfassen verschiedene Verteilungen (0..5 und 3..8)"),
        "{err}"
    );
    let err = run("es", &[compare, &clock, &watch]);
    assert!(
        err.contains("una comparación necesita un solo juego"),
        "{err}"
    );
    std::fs::write(dir.path().join("bad.json"), "nicht json\n").unwrap();
    let err = run("de", &[merge, &dir.path().join("bad.json")]);
    assert!(
        err.contains("bad.json:1: nicht das JSON von `patience stats --json`"),
        "{err}"
    );
}

/// `play --winnable` that finds no deal in its time gives up in the player's language.
#[test]
fn the_winnable_search_gives_up_in_german_and_spanish() {
    let d = tmp();
    let rules = d.path().join("piles7.toml");
    std::fs::write(
        &rules,
        "base = \"big-ben\"\nname = \"piles7\"\n\n[rules]\npile_size = 7\n",
    )
    .unwrap();
    for (lang, words) in [
        (
            "de",
            "Suche nach einem Spiel, das aufgeht, aufgegeben: 1 versuchte Verteilung",
        ),
        (
            "es",
            "se abandonó la búsqueda de un reparto que se pueda ganar: 1 reparto probado",
        ),
    ] {
        let err = Cli::in_dir(d.path())
            .args(["--lang", lang, "play", "big-ben", "--rules"])
            .arg(&rules)
            .args(["--winnable", "--plain"])
            .env("PATIENCE_WINNABLE_SECONDS", "0")
            .stdin("quit\n")
            .fails()
            .stderr;
        assert!(err.contains(words), "{err}");
        assert!(
            err.contains("--winnable") && !err.contains("gave up"),
            "{err}"
        );
    }
}

/// A folder whose `rules/` holds files the engine refuses (a name twice, variants in a
/// circle, a variant without its base, a name taken, a key a rules file has not, a name of
/// the wrong type), and `extra` beside them.
fn refused_rules_folder(extra: &[(&str, &str)]) -> tempfile::TempDir {
    let d = tmp();
    let rules = d.path().join("rules");
    std::fs::create_dir_all(&rules).unwrap();
    for &(file, text) in [
        ("a.toml", "name = \"a1\"\nbase = \"b1\"\n"),
        ("b.toml", "name = \"b1\"\nbase = \"a1\"\n"),
        ("c.toml", "name = \"big-ben-short-piles\"\n[rules]\n"),
        (
            "d.toml",
            "name = \"x2\"\nbase = \"big-ben\"\naliases = [\"clock\"]\n",
        ),
        ("e.toml", "name = \"x3\"\nbase = \"big-ben\"\n"),
        ("f.toml", "name = \"x3\"\nbase = \"big-ben\"\n"),
        ("g.toml", "name = \"x4\"\nbase = \"big-ben\"\nnmae = 1\n"),
        ("h.toml", "name = 4\nbase = \"big-ben\"\n"),
    ]
    .iter()
    .chain(extra)
    {
        std::fs::write(rules.join(file), text).unwrap();
    }
    d
}

/// A rules folder's files refused for what the engine finds (a name twice, variants in a
/// circle, a variant without its base, a name taken) and for what the TOML reader refuses
/// (a key a rules file has not, a value of the wrong type, text that is not TOML) are told in
/// the player's language, with the file, line and column as they are.
#[test]
fn refused_rules_files_speak_german_and_spanish() {
    let d = refused_rules_folder(&[("i.toml", "name = \"x5\"\nbase = \"big-ben\"\n[rules\n")]);
    let said = |lang: &str| {
        Cli::in_dir(d.path())
            .args(["--lang", lang, "list"])
            .ok()
            .stderr
    };
    let de = said("de");
    for words in [
        "rules/a.toml:2:1: Schlüssel `base`: diese Varianten bauen im Kreis aufeinander auf: rules/a.toml (a1) → rules/b.toml (b1)",
        "rules/c.toml:1:1: Schlüssel `base` fehlt: `big-ben-short-piles` ist eine Variante",
        "rules/d.toml:1:1: der Name `clock` gehört schon `clock`",
        "rules/f.toml:1:1: Schlüssel `name`: `x3` ist auch der Name in rules/e.toml",
        "rules/g.toml:3:1: unbekannter Schlüssel `nmae`: eine Regeldatei hat `name`",
        "rules/h.toml:1:8: Schlüssel `name`: erwartet wird eine Zeichenkette, gefunden eine Zahl",
        "rules/i.toml:3:7: kein gültiges TOML: erwartet wird `]`",
    ] {
        assert!(de.contains(words), "{words}\n{de}");
    }
    let es = said("es");
    for words in [
        "rules/b.toml:2:1: clave `base`: estas variantes se basan unas en otras en círculo",
        "rules/c.toml:1:1: falta la clave `base`: `big-ben-short-piles` es una variante",
        "rules/d.toml:1:1: el nombre `clock` ya lo tiene `clock`",
        "rules/f.toml:1:1: clave `name`: `x3` es también el nombre en rules/e.toml",
        "rules/g.toml:3:1: clave desconocida `nmae`: un archivo de reglas tiene `name`",
        "rules/h.toml:1:8: clave `name`: se espera una cadena, se encontró un número",
        "rules/i.toml:3:7: no es TOML válido: se espera `]`",
    ] {
        assert!(es.contains(words), "{words}\n{es}");
    }
    for english in [
        "circle",
        "is a variant",
        "already taken",
        "also the name",
        "unknown key",
        "expected a",
        "not valid TOML",
    ] {
        assert!(!de.contains(english) && !es.contains(english), "{english}");
    }
}

/// `patience --lang LANG list` in `dir` with one rules file of `text`: what it says of it.
fn skipped_rules_file(dir: &std::path::Path, lang: &str, text: &str) -> String {
    let rules = dir.join("rules");
    std::fs::create_dir_all(&rules).unwrap();
    std::fs::write(rules.join("x.toml"), text).unwrap();
    Cli::in_dir(dir).args(["--lang", lang, "list"]).ok().stderr
}

/// A rule value serde refuses (a name that is no value of the key, a number out of its
/// type's range, an item of the wrong kind) is told by the kind of fault serde found, with
/// the file, line, key and value, in the player's language.
#[test]
fn rule_values_serde_refuses_speak_german_and_spanish() {
    let d = tmp();
    let head = "name = \"x\"\nbase = \"big-ben\"\n[rules]\n";
    for (value, de, es) in [
        (
            "fill_direction = \"sideways\"",
            "rules/x.toml:4:1: Schlüssel `fill_direction`: `sideways` ist kein Wert dieses Schlüssels: erwartet wird einer von `clockwise`, `counterclockwise`",
            "rules/x.toml:4:1: clave `fill_direction`: `sideways` no es un valor de esta clave: se espera uno de `clockwise`, `counterclockwise`",
        ),
        (
            "clock_cards = [1]",
            "rules/x.toml:4:1: Schlüssel `clock_cards`: erwartet wird eine Zeichenkette, gefunden 1",
            "rules/x.toml:4:1: clave `clock_cards`: se espera una cadena, se encontró 1",
        ),
    ] {
        let text = format!("{head}{value}\n");
        let err = skipped_rules_file(d.path(), "de", &text);
        assert!(err.contains(de), "{de}\n{err}");
        let err_es = skipped_rules_file(d.path(), "es", &text);
        assert!(err_es.contains(es), "{es}\n{err_es}");
        for english in ["unknown variant", "expected", "invalid type", "found"] {
            assert!(
                !err.contains(english) && !err_es.contains(english),
                "{english}: {err}"
            );
        }
    }
    let text = "name = \"x\"\nbase = \"big-ben\"\n[rules]\nclock_cards = [\"2C\", \"ZZ\"]\n";
    let err = skipped_rules_file(d.path(), "de", text);
    assert!(
        err.contains("rules/x.toml:4:1: Schlüssel `clock_cards`: `ZZ` ist keine Karte (erwartet wird ein Rang"),
        "{err}"
    );
    let err = skipped_rules_file(d.path(), "es", text);
    assert!(
        err.contains(
            "rules/x.toml:4:1: clave `clock_cards`: `ZZ` no es una carta (se espera un rango"
        ),
        "{err}"
    );
    assert!(
        !err.contains("is not a card") && !err.contains('‹'),
        "{err}"
    );
    let text = "name = \"x\"\nbase = \"sir-tommy\"\n[rules]\nbuild = \"colour\"\n";
    let err = skipped_rules_file(d.path(), "es", text);
    assert!(
        err.contains(
            "clave `build`: `colour` no es un valor de esta clave: se espera uno de `rank`, `suit`"
        ),
        "{err}"
    );
}

/// A card of a deal file that is not one is named, with what a card is, in the player's
/// language.
#[test]
fn a_deal_files_card_that_is_not_one_speaks_german_and_spanish() {
    let d = tmp();
    let deal = Cli::new().args(["deal", "clock"]).ok().stdout;
    let first = deal
        .split('"')
        .nth(3)
        .unwrap()
        .split(' ')
        .next()
        .unwrap()
        .to_string();
    let file = d.path().join("d.toml");
    std::fs::write(&file, deal.replacen(&first, "XZ", 1)).unwrap();
    for (lang, words) in [
        ("de", "`XZ` ist keine Karte (erwartet wird ein Rang"),
        ("es", "`XZ` no es una carta (se espera un rango"),
    ] {
        let err = Cli::in_dir(d.path())
            .args(["--lang", lang, "solve", "clock", "--deal"])
            .arg(&file)
            .exits(1)
            .stderr;
        assert!(err.contains(words), "{err}");
        assert!(
            !err.contains("is not a card") && !err.contains("expected"),
            "{err}"
        );
    }
}

/// A deal file that is not TOML is told as a rules file is: by the token the parser
/// expected, the key given twice, or no TOML there, in the player's language.
#[test]
fn a_deal_file_that_is_not_toml_speaks_german_and_spanish() {
    let d = tmp();
    let file = d.path().join("d.toml");
    for (text, de, es) in [
        (
            "game = \"clock\"\ngame = \"clock\"\n",
            "d.toml:2: der Schlüssel `game` steht zweimal da",
            "d.toml:2: la clave `game` aparece dos veces",
        ),
        (
            "game = clock\n",
            "d.toml:1: das ist hier kein gültiges TOML ‹",
            "d.toml:1: esto no es TOML válido aquí ‹",
        ),
    ] {
        std::fs::write(&file, text).unwrap();
        for (lang, words) in [("de", de), ("es", es)] {
            let err = Cli::in_dir(d.path())
                .args(["--lang", lang, "solve", "clock", "--deal"])
                .arg(&file)
                .exits(1)
                .stderr;
            assert!(err.contains(words), "{err}");
            let outside = err.split('‹').next().unwrap_or_default();
            assert!(
                !outside.contains("TOML deal") && !outside.contains("duplicate"),
                "{err}"
            );
        }
    }
}

/// Text that is not TOML where the parser names no token it expected (a bad escape, a value
/// not quoted, `_` after a number, an empty key) is told as no TOML in the
/// player's language, with its file, line and column; the parser's English only in `‹…›`.
#[test]
fn toml_faults_the_parser_names_no_token_for_speak_german_and_spanish() {
    let d = tmp();
    for (text, at) in [
        ("name = \"x\\q\"\n", "rules/x.toml:1:11: "),
        ("name = x\n", "rules/x.toml:1:8: "),
        (
            "name = \"x\"\nbase = \"big-ben\"\n[rules]\nredeals = 1_\n",
            "rules/x.toml:4:12: ",
        ),
        (" = \"x\"\n", "rules/x.toml:1:2: "),
    ] {
        for (lang, words) in [
            ("de", "das ist hier kein gültiges TOML ‹"),
            ("es", "esto no es TOML válido aquí ‹"),
        ] {
            let err = skipped_rules_file(d.path(), lang, text);
            let line = err
                .lines()
                .find(|l| l.contains("x.toml"))
                .unwrap_or_else(|| panic!("{text:?}: {err}"));
            assert!(line.contains(&format!("{at}{words}")), "{text:?}: {line}");
            // Whatever English the parser said stands between the marks, and only there.
            let outside: String = line.split('‹').next().unwrap_or_default().into();
            assert!(
                !outside.contains("TOML:") && !outside.contains("expected"),
                "{line}"
            );
            assert!(line.trim_end().ends_with('›'), "{line}");
        }
    }
}

/// A key given twice in a rules file is named, with its file, line and column, in the
/// player's language.
#[test]
fn a_key_given_twice_speaks_german_and_spanish() {
    let d = tmp();
    let text = "name = \"x\"\nbase = \"big-ben\"\n[rules]\nredeals = 1\nredeals = 2\n";
    let err = skipped_rules_file(d.path(), "de", text);
    assert!(
        err.contains("rules/x.toml:5:1: der Schlüssel `rules.redeals` steht zweimal da"),
        "{err}"
    );
    let err_es = skipped_rules_file(d.path(), "es", text);
    assert!(
        err_es.contains("rules/x.toml:5:1: la clave `rules.redeals` aparece dos veces"),
        "{err_es}"
    );
    for english in ["duplicate", "twice", "TOML"] {
        assert!(
            !err.contains(english) && !err_es.contains(english),
            "{english}: {err}"
        );
    }
}

/// What the JSON reader finds wrong with a save, a line of the history, a report and the old
/// statistics file is told by its kind (not JSON, cut short, JSON of another shape) with
/// its line and column in the player's language; the reader's English only in `‹…›`.
#[test]
fn what_the_json_reader_finds_speaks_german_and_spanish() {
    let d = tmp();
    let data = d.path().join("data");
    std::fs::create_dir_all(data.join("saves")).unwrap();
    let run = |lang: &str, args: &[&str]| {
        let r = Cli::in_dir(d.path())
            .args(["--lang", lang])
            .args(args)
            .run();
        r.stdout + &r.stderr
    };
    let mut all = String::new();
    // A save that is no JSON, and one of another shape.
    let save = data.join("saves/clock-seed-1.json");
    std::fs::write(&save, "{ kaputt").unwrap();
    let play = ["play", "clock", "--resume", "--plain"];
    let out = run("es", &play);
    assert!(
        out.contains(
            "clock-seed-1.json: no es una partida guardada (no es JSON en la línea 1, columna 3)"
        ),
        "{out}"
    );
    all += &out;
    std::fs::write(&save, "{\"format\": \"patience save\", \"version\": 1}").unwrap();
    let out = run("de", &play);
    assert!(
        out.contains(
            "clock-seed-1.json: beschädigter Spielstand: JSON anderer Gestalt in Zeile 1, Spalte "
        ) && out.contains("‹missing field `"),
        "{out}"
    );
    all += &out;
    std::fs::remove_file(&save).unwrap();
    // Lines of the history that are no records.
    std::fs::write(data.join("history.log"), "{\"x\": 1}\nnope\n").unwrap();
    let out = run("de", &["history", "--check"]);
    assert!(
        out.contains("Zeile 1: kein Eintrag: JSON anderer Gestalt in Zeile 1, Spalte 8 ‹")
            && out.contains("Zeile 2: kein Eintrag: kein JSON in Zeile 1, Spalte 2"),
        "{out}"
    );
    all += &out;
    let out = run("es", &["history", "--check"]);
    assert!(
        out.contains("línea 2: no es un registro: no es JSON en la línea 1, columna 2"),
        "{out}"
    );
    all += &out;
    std::fs::remove_file(data.join("history.log")).unwrap();
    // The old statistics file, cut short.
    std::fs::write(
        data.join("statistics.json"),
        "{\"format\": \"patience statistics\", \"version\": 1, \"games\": {",
    )
    .unwrap();
    let out = run("es", &["history"]);
    assert!(
        out.contains("statistics.json: no es un archivo de estadísticas: el JSON termina antes de tiempo, en la línea 1"),
        "{out}"
    );
    all += &out;
    std::fs::remove_file(data.join("statistics.json")).unwrap();
    // A report that is no JSON.
    let bad = d.path().join("bad.json");
    std::fs::write(&bad, "nicht json\n").unwrap();
    let out = run("de", &["stats", "merge", bad.to_str().unwrap()]);
    assert!(
        out.contains(
            "bad.json:1: nicht das JSON von `patience stats --json`: kein JSON in Zeile 1, Spalte 2"
        ),
        "{out}"
    );
    all += &out;
    // Outside the marks no word of the reader's English.
    let outside: String = all
        .lines()
        .map(|l| l.split('‹').next().unwrap_or_default())
        .collect::<Vec<_>>()
        .join("\n");
    for english in [
        "expected",
        "EOF",
        "at line",
        "column ",
        "missing field",
        "trailing",
    ] {
        assert!(!outside.contains(english), "{english}: {all}");
    }
}

/// When the threads `--threads` asks for cannot be started (here: each would need a stack
/// larger than any address space), the player is told so in their language, without the
/// thread pool's English.
#[test]
fn threads_that_cannot_start_are_told_in_german_and_spanish() {
    for (lang, words) in [
        (
            "de",
            "--threads 2: die Threads zum Spielen ließen sich nicht starten",
        ),
        (
            "es",
            "--threads 2: no se pudieron iniciar los hilos en los que jugar",
        ),
    ] {
        let err = Cli::new()
            .args([
                "--lang",
                lang,
                "stats",
                "clock",
                "--deals",
                "3",
                "--threads",
                "2",
            ])
            .env("RUST_MIN_STACK", (1u64 << 50).to_string())
            .exits(1)
            .stderr;
        assert!(err.contains(words), "{err}");
        for english in ["pool", "already", "allocate", "Resource", "os error"] {
            assert!(!err.contains(english), "{english}: {err}");
        }
    }
}

/// The usage line of every command's `--help` names the options placeholder in the player's
/// language; the notation around it (`patience play`, `[GAME]`) stays as typed.
#[test]
fn the_usage_line_names_the_options_in_german_and_spanish() {
    let de = Cli::new()
        .args(["--lang", "de", "play", "--help"])
        .ok()
        .stdout;
    assert!(
        de.contains("Aufruf: patience play [OPTIONEN] [GAME]"),
        "{de}"
    );
    let es = Cli::new()
        .args(["--lang", "es", "stats", "merge", "--help"])
        .ok()
        .stdout;
    assert!(
        es.contains("Uso: patience stats merge [OPCIONES] <FILES>..."),
        "{es}"
    );
    let en = Cli::new().args(["play", "--help"]).ok().stdout;
    assert!(en.contains("Usage: patience play [OPTIONS] [GAME]"), "{en}");
}

/// The stock of Big Ben and Sir Tommy is shown by its name in the player's language, never
/// by the identifier the board knows it by.
#[test]
fn the_stock_is_named_in_german_and_spanish_on_the_text_board() {
    for (game, seed) in [("big-ben", "1"), ("sir-tommy", "1")] {
        for (lang, word) in [("de", "Vorrat"), ("es", "mazo"), ("en", "stock")] {
            let out = Cli::new()
                .args(["--lang", lang, "play", game, "--seed", seed, "--plain"])
                .stdin("quit\n")
                .ok()
                .stdout;
            let board: Vec<&str> = out.lines().take_while(|l| !l.starts_with("> ")).collect();
            let board = board.join("\n");
            assert!(board.contains(word), "{game} in {lang}: {board}");
            if lang != "en" {
                let stock = board.split_whitespace().filter(|w| *w == "stock").count();
                assert_eq!(stock, 0, "{game} in {lang}: {board}");
            }
        }
    }
}

/// In the pseudo-language, what the program says of files and folders it cannot use, of
/// rules files it skips, of reports it cannot merge and of input it cannot read takes every
/// word from a catalog.
#[test]
fn errors_of_files_rules_and_reports_take_every_word_from_the_catalogs() {
    let d = refused_rules_folder(&[
        (
            "i.toml",
            "name = \"x5\"\nbase = \"big-ben\"\n[rules]\nfill_direction = \"sideways\"\n",
        ),
        (
            "j.toml",
            "name = \"x6\"\nbase = \"big-ben\"\n[rules]\nclock_cards = [1]\n",
        ),
    ]);
    std::fs::create_dir_all(d.path().join("data/history.log")).unwrap();
    let saves = d.path().join("data/saves");
    std::fs::create_dir_all(&saves).unwrap();
    // A file in the saves folder that is JSON but no save (what the JSON reader says of text
    // that is not JSON is its own English).
    std::fs::write(saves.join("clock-seed-1.json"), "{\"format\": \"x\"}").unwrap();
    let clock = Cli::in_dir(d.path())
        .args(["stats", "clock", "--deals", "3", "--json"])
        .ok()
        .stdout;
    let watch = Cli::in_dir(d.path())
        .args(["stats", "watch", "--deals", "3", "--json"])
        .ok()
        .stdout;
    let reports = d.path().join("reports.json");
    std::fs::write(&reports, format!("{clock}{watch}")).unwrap();
    // Reports that are no JSON, or JSON cut short.
    let broken = d.path().join("broken.json");
    std::fs::write(&broken, "nicht json\n").unwrap();
    let cut = d.path().join("cut.json");
    std::fs::write(&cut, "{\"game\": \n").unwrap();
    let qps = |args: &[&str]| {
        Cli::in_dir(d.path())
            .args(["--lang", "qps"])
            .args(args)
            .env("PATIENCE_RULES", d.path().join("none"))
            .stdin(b"\xff\n".as_slice())
            .run()
            .stderr
    };
    let mut all = String::new();
    for args in [
        &["list"][..],
        &["history"],
        &["play", "clock", "--resume", "--plain"],
        &["stats", "merge", reports.to_str().unwrap()],
        &["stats", "merge", "-"],
        &["stats", "merge", broken.to_str().unwrap()],
        &["stats", "merge", cut.to_str().unwrap()],
        &["replay", "clock", "--seed", "1", "--moves", "-"],
    ] {
        let err = qps(args);
        assert!(err.contains('⟦'), "{args:?}: {err}");
        all += &err;
    }
    let found = unmarked(&all);
    assert!(
        found.is_empty(),
        "lines with English outside the marks:\n{}",
        found.join("\n")
    );
}
