//! How cards and marks are written for the player: Unicode (`10♠`) on a UTF-8 terminal,
//! ASCII (`10S`) under `--ascii`, `PATIENCE_ASCII` or a locale that is not UTF-8. Boards and
//! messages name cards the same way; files keep the notation of `docs/interchange.md`.

use cards::Card;
use std::sync::OnceLock;

static ASCII: OnceLock<bool> = OnceLock::new();

/// Fixes the mode for this run: ASCII when `flag` (`--ascii`) is set, `PATIENCE_ASCII` is set
/// and not empty, or the locale (`LC_ALL`, `LC_CTYPE`, `LANG`, the first one set) does not
/// name UTF-8.
pub fn init(flag: bool) {
    let _ = ASCII.set(decide(flag));
}

/// Whether a run writes ASCII only: `--ascii` (`flag`), `PATIENCE_ASCII`, or a locale that is
/// not UTF-8.
pub fn decide(flag: bool) -> bool {
    let var = |k: &str| std::env::var(k).ok().filter(|v| !v.is_empty());
    let locale = var("LC_ALL")
        .or_else(|| var("LC_CTYPE"))
        .or_else(|| var("LANG"))
        .unwrap_or_default()
        .to_ascii_lowercase();
    let utf8 = locale.contains("utf-8") || locale.contains("utf8");
    flag || var("PATIENCE_ASCII").is_some() || !utf8
}

/// Whether cards and marks are written in ASCII (Unicode until [`init`] says otherwise).
pub fn ascii() -> bool {
    ASCII.get().copied().unwrap_or(false)
}

/// A card as the player sees it: `10♠`, or `10S` in ASCII.
pub fn card(c: Card, ascii: bool) -> String {
    if ascii {
        format!("{}{}", c.rank().label(), c.suit().letter())
    } else {
        c.unicode()
    }
}

/// Marks that have an ASCII stand-in.
const MARKS: [(char, &str); 8] = [
    ('…', "..."),
    ('×', "x"),
    ('✓', "ok"),
    ('→', "->"),
    ('▓', "#"),
    ('░', "."),
    ('–', "-"),
    ('—', "-"),
];

/// A message for the player with every card in it (`TS`, `10♠`, `10S`) written as boards
/// write it, and in ASCII mode the marks and letters above replaced.
pub fn in_text(text: &str, ascii: bool) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    let mut word = String::new();
    let flush = |word: &mut String, out: &mut String| {
        match as_card(word) {
            Some(c) => out.push_str(&card(c, ascii)),
            None if ascii => out.push_str(&crate::i18n::ascii_letters(word)),
            None => out.push_str(word),
        }
        word.clear();
    };
    for ch in text.chars() {
        if ch.is_alphanumeric() || matches!(ch, '♠' | '♥' | '♦' | '♣') {
            word.push(ch);
            continue;
        }
        flush(&mut word, &mut out);
        match MARKS.iter().find(|(m, _)| *m == ch) {
            Some((_, s)) if ascii => out.push_str(s),
            _ => match crate::i18n::ascii_letter(ch) {
                Some(s) if ascii => out.push_str(s),
                _ => out.push(ch),
            },
        }
    }
    flush(&mut word, &mut out);
    out
}

/// The words of a view (captions, notes, facts), which the game gives as messages, told in
/// the player's language ([`crate::i18n::told`]) with cards named as the board names them.
pub fn view(mut v: engine::View, ascii: bool) -> engine::View {
    let words = |m: &engine::Msg| engine::Msg::same(in_text(&crate::i18n::told(m), ascii));
    for p in &mut v.piles {
        // Told in every case: whether the caption only repeats the pile's name (and is left
        // out) is seen on what the player reads, never on the English.
        p.label = words(&p.label);
        if let Some(n) = &mut p.note {
            *n = words(n);
        }
    }
    for f in &mut v.facts {
        *f = words(f);
    }
    v
}

/// A word that names a card as messages do: upper-case rank and suit letter, or a suit
/// symbol (so `as`, `t3` and `AC-DC`'s halves are cards only when written as cards).
fn as_card(word: &str) -> Option<Card> {
    let n = word.chars().count();
    let upper = word
        .chars()
        .all(|c| !c.is_alphabetic() || c.is_uppercase() || "♠♥♦♣".contains(c));
    if !(2..=3).contains(&n) || !upper {
        return None;
    }
    word.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_name_cards_as_boards_do() {
        let m = "TS cannot go on 9H: 10♣ waits, as t3 says…";
        assert_eq!(
            in_text(m, true),
            "10S cannot go on 9H: 10C waits, as t3 says..."
        );
        assert_eq!(
            in_text(m, false),
            "10♠ cannot go on 9♥: 10♣ waits, as t3 says…"
        );
        assert!(in_text("AS JD KH QC 2D", true).is_ascii());
        assert_eq!(in_text("AS is an ace", true), "AS is an ace");
        assert_eq!(in_text("ASK or KS2", true), "ASK or KS2");
    }

    #[test]
    fn messages_in_ascii_write_german_and_spanish_letters_in_ascii() {
        let m = "Zielstapel füllen, Größe: ¿Añadir «TS» al montón?";
        assert_eq!(
            in_text(m, true),
            "Zielstapel fuellen, Groesse: Anadir \"10S\" al monton?"
        );
        assert_eq!(
            in_text(m, false),
            "Zielstapel füllen, Größe: ¿Añadir «10♠» al montón?"
        );
    }

    #[test]
    fn every_card_has_an_ascii_and_a_unicode_name() {
        for i in 0..52 {
            let c = Card::from_index(i);
            let a = card(c, true);
            assert!(a.is_ascii() && a.parse::<Card>().ok() == Some(c), "{a}");
            assert_eq!(card(c, false).parse::<Card>().ok(), Some(c));
        }
    }
}
