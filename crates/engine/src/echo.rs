//! What an error may repeat of its input: a key, a name, a move or a value shown short and
//! printable, so a message never carries a megabyte of key or a raw NUL to the terminal.

/// The most characters of a user's text an error repeats; a longer one is cut with `…`.
pub const ECHO_MAX: usize = 40;

/// The most characters a message passed on from a parser (TOML, JSON) keeps.
pub const MESSAGE_MAX: usize = 400;

/// Whether `c` is shown escaped: control characters, and the invisible ones that change how
/// the text around them is drawn (zero-width spaces, direction marks and overrides, BOM).
fn hidden(c: char) -> bool {
    c.is_control()
        || matches!(c, '\u{200b}'..='\u{200f}' | '\u{2028}'..='\u{202e}' | '\u{2060}'..='\u{2069}' | '\u{feff}')
}

/// `text` as an error shows it: control and invisible characters escaped (`\u{0}`), and at
/// most [`ECHO_MAX`] characters, cut with `…`.
pub fn echo(text: &str) -> String {
    cut(text, ECHO_MAX)
}

/// `text` escaped as [`echo`] escapes it, cut to at most `max` characters.
pub fn cut(text: &str, max: usize) -> String {
    let mut out = String::new();
    let mut shown = 0;
    for c in text.chars() {
        let piece = if hidden(c) {
            c.escape_unicode().to_string()
        } else {
            c.to_string()
        };
        let n = piece.chars().count();
        if shown + n > max {
            out.push('…');
            return out;
        }
        out.push_str(&piece);
        shown += n;
    }
    out
}

/// A message made by another parser (the TOML or JSON reader, serde), which may quote the
/// input: every part between backticks or double quotes is cut as [`echo`] cuts it, control
/// characters are escaped, and the whole is kept to [`MESSAGE_MAX`] characters.
pub fn tame(message: &str) -> String {
    let mut out = String::new();
    let mut quoted = String::new();
    let mut open: Option<char> = None;
    for c in message.chars() {
        match open {
            Some(q) if c == q => {
                out.push_str(&echo(&quoted));
                out.push(c);
                quoted.clear();
                open = None;
            }
            Some(_) => quoted.push(c),
            None => {
                if c == '`' || c == '"' {
                    open = Some(c);
                }
                out.push(c);
            }
        }
    }
    out.push_str(&echo(&quoted));
    cut(&out, MESSAGE_MAX)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_printable_text_is_shown_as_it_is() {
        assert_eq!(echo("swap p5"), "swap p5");
        assert_eq!(echo("10♣ Dame"), "10♣ Dame");
        assert_eq!(echo(""), "");
    }

    #[test]
    fn control_bytes_are_escaped_and_long_text_is_cut() {
        assert_eq!(echo("a\0b\x1b[2J\n"), "a\\u{0}b\\u{1b}[2J\\u{a}");
        assert_eq!(echo("\u{202e}evil"), "\\u{202e}evil");
        let long = "k".repeat(1_000_000);
        let shown = echo(&long);
        assert_eq!(shown.chars().count(), ECHO_MAX + 1);
        assert!(shown.ends_with('…'));
        // An escape is never cut in half.
        let nuls = echo(&"\0".repeat(100));
        assert!(nuls.ends_with("\\u{0}…"), "{nuls}");
        assert!(nuls.chars().count() <= ECHO_MAX + 1);
    }

    #[test]
    fn a_parser_message_keeps_its_words_and_cuts_what_it_quotes() {
        let key = "x".repeat(5000);
        let m = tame(&format!(
            "unknown field `{key}`, expected one of `name`, `base`"
        ));
        assert!(m.starts_with("unknown field `xxxx"), "{m}");
        assert!(m.ends_with("…`, expected one of `name`, `base`"), "{m}");
        assert!(m.chars().count() < 100, "{m}");
        let m = tame("invalid type: string \"a\0b\", expected u8");
        assert_eq!(m, "invalid type: string \"a\\u{0}b\", expected u8");
        let m = tame(&"`".repeat(100_000));
        assert!(m.chars().count() <= MESSAGE_MAX + 1, "{}", m.len());
        assert_eq!(tame("plain words"), "plain words");
    }
}
