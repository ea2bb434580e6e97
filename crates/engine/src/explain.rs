//! The rules told in prose: what a game says of itself under given rule values
//! ([`crate::Prose::explain`]), and what each key means, read from the comments of the game's
//! own rules file. `patience rules GAME --explain`, `help` in line mode and `?` on the board
//! show the same [`Explanation`]. Its words are [`Msg`]s: the prose of the game's catalog,
//! each key's meaning as `GAME-key-KEY` of it (its English the comment).

use crate::msg::Msg;

/// One rule key: its value under these rules, what it means, and the game's own value when
/// these rules change it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KeyDoc {
    pub key: String,
    /// The value as TOML writes it.
    pub value: String,
    /// What the key means: the comment above it in the game's own rules file, as message
    /// `GAME-key-KEY` of the game's catalog.
    pub doc: Msg,
    /// The value in the game's own rules file, when it differs from `value`.
    pub default: Option<String>,
}

/// A game's rules told: prose generated from the rule values, then every key.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Explanation {
    /// Paragraphs, unwrapped.
    pub prose: Vec<Msg>,
    pub keys: Vec<KeyDoc>,
    /// Where the keys' meanings come from (`rules/GAME.toml`).
    pub keys_from: String,
}

/// The paragraph a game without its own [`crate::Prose::explain`] shows: its values are the
/// rules, and the keys below say what each sets.
pub fn default_prose() -> Vec<Msg> {
    vec![Msg::new(
        "engine-default-prose",
        "This game tells its rules by their values alone: each key below is one rule, with \
         what it sets.",
    )]
}

/// What each key of the `[rules]` table means, from the comment lines right above it, in
/// file order. A key with no comment of its own right after another key shares that key's
/// comment (`tableau_piles` and `pile_size` under one comment); a blank line ends a comment.
pub fn key_docs(rules_toml: &str) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = Vec::new();
    let mut in_rules = false;
    let mut comment: Vec<&str> = Vec::new();
    let mut after_key = false;
    for line in rules_toml.lines() {
        let t = line.trim();
        if t.starts_with('[') {
            in_rules = t.starts_with("[rules]");
            comment.clear();
            after_key = false;
            continue;
        }
        if !in_rules {
            continue;
        }
        if let Some(c) = t.strip_prefix('#') {
            comment.push(c.trim());
            after_key = false;
        } else if t.is_empty() {
            comment.clear();
            after_key = false;
        } else if let Some((key, _)) = t.split_once('=') {
            let key = key.trim().to_string();
            let doc = if comment.is_empty() && after_key {
                out.last().map(|(_, d)| d.clone()).unwrap_or_default()
            } else {
                comment.join(" ")
            };
            out.push((key, doc));
            comment.clear();
            after_key = true;
        }
    }
    out
}

impl Explanation {
    /// The explanation of `prose` under the effective rules `table`, with the keys' meanings
    /// from the game's own rules text `own_toml` and its values `own`. Keys are listed in the
    /// order of that file; a key it does not document follows, without a meaning. `game`
    /// names the game whose catalog tells the keys' meanings (`None`: the English alone).
    pub fn new(
        prose: Vec<Msg>,
        table: &toml::Table,
        own: &toml::Table,
        own_toml: &str,
        keys_from: &str,
        game: Option<&str>,
    ) -> Explanation {
        let docs = key_docs(own_toml);
        let mut order: Vec<&str> = docs.iter().map(|(k, _)| k.as_str()).collect();
        order.extend(
            table
                .keys()
                .map(String::as_str)
                .filter(|k| !docs.iter().any(|(d, _)| d == k)),
        );
        let keys = order
            .into_iter()
            .filter_map(|k| {
                let value = table.get(k)?;
                let doc = docs
                    .iter()
                    .find(|(d, _)| d == k)
                    .map(|(_, d)| d.clone())
                    .unwrap_or_default();
                let doc = match game {
                    Some(g) if !doc.is_empty() => Msg::new(format!("{g}-key-{k}"), doc),
                    _ => Msg::english(doc),
                };
                let default = own.get(k).filter(|v| *v != value).map(|v| v.to_string());
                Some(KeyDoc {
                    key: k.to_string(),
                    value: value.to_string(),
                    doc,
                    default,
                })
            })
            .collect();
        Explanation {
            prose,
            keys,
            keys_from: keys_from.to_string(),
        }
    }

    /// The text, wrapped to `width` columns: the paragraphs, then each key with its value
    /// and meaning.
    pub fn render(&self, width: usize) -> String {
        self.render_with(width, |m| m.en.clone())
    }

    /// As [`Explanation::render`], each message told by `told` before it is wrapped (a
    /// caller's language, and its way of writing cards, `10♠` or `10S`).
    pub fn render_with(&self, width: usize, told: impl Fn(&Msg) -> String) -> String {
        let width = width.max(30);
        let mut out = String::new();
        for p in &self.prose {
            for l in wrap(&told(p), width) {
                out.push_str(&l);
                out.push('\n');
            }
            out.push('\n');
        }
        let header = Msg::new(
            "engine-keys-header",
            format!("What each key means ({}):", self.keys_from),
        )
        .arg("file", self.keys_from.clone());
        out.push_str(&told(&header));
        out.push('\n');
        for k in &self.keys {
            let plain = format!("{} = {}", k.key, k.value);
            let line = match &k.default {
                Some(d) => Msg::new("engine-changed-from", format!("{plain} (changed from {d})"))
                    .arg("line", plain)
                    .arg("default", d.clone()),
                None => Msg::same(plain),
            };
            for l in wrap(&told(&line), width - 2) {
                out.push_str(&format!("  {l}\n"));
            }
            if !k.doc.is_empty() {
                for l in wrap(&told(&k.doc), width - 6) {
                    out.push_str(&format!("      {l}\n"));
                }
            }
        }
        out
    }
}

/// `text` broken into lines of at most `width` characters at spaces (a longer word stands
/// alone on its line).
pub fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        let len = line.chars().count();
        if len > 0 && len + 1 + word.chars().count() > width {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    if !line.is_empty() || lines.is_empty() {
        lines.push(line);
    }
    lines
}

/// How often, in words: "once", "twice", "three times".
pub fn times(n: usize) -> String {
    match n {
        1 => "once".into(),
        2 => "twice".into(),
        n => format!("{} times", number_word(n)),
    }
}

/// Cards laid as a clock face, card `i` at hour `hour(i)`: one message a card ("K♥ at 12"),
/// and their English joined ("K♥ at 12, 2♠ at 1, …").
pub fn at_hours(cards: &[cards::Card], hour: impl Fn(usize) -> usize) -> (Vec<Msg>, String) {
    let at: Vec<Msg> = cards
        .iter()
        .enumerate()
        .map(|(i, c)| {
            Msg::new("engine-card-at", format!("{c} at {}", hour(i)))
                .arg("card", c.to_string())
                .arg("hour", hour(i))
        })
        .collect();
    let en = at
        .iter()
        .map(|m| m.en.as_str())
        .collect::<Vec<_>>()
        .join(", ");
    (at, en)
}

/// Numbers as words up to twelve, for prose ("piles of three"); larger ones as digits.
pub fn number_word(n: usize) -> String {
    const WORDS: [&str; 13] = [
        "no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve",
    ];
    WORDS
        .get(n)
        .map_or_else(|| n.to_string(), |w| w.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    const OWN: &str = "name = \"g\"\n# not a rule\n[rules]\n# Piles dealt.\n# At most 8.\npiles = 4\n# Cards a pile.\nsize = 3\nwide = true\n\nbare = 1\n";

    #[test]
    fn key_docs_read_the_comments_above_each_key() {
        let d = key_docs(OWN);
        let keys: Vec<&str> = d.iter().map(|(k, _)| k.as_str()).collect();
        assert_eq!(keys, ["piles", "size", "wide", "bare"]);
        assert_eq!(d[0].1, "Piles dealt. At most 8.");
        assert_eq!(d[1].1, "Cards a pile.");
        // Right after a key, without a comment of its own: shares the one above.
        assert_eq!(d[2].1, "Cards a pile.");
        // After a blank line: none.
        assert_eq!(d[3].1, "");
    }

    #[test]
    fn a_changed_value_names_the_default() {
        let own: toml::Table = OWN.parse::<toml::Table>().unwrap()["rules"]
            .as_table()
            .unwrap()
            .clone();
        let mut table = own.clone();
        table.insert("size".into(), toml::Value::Integer(2));
        let e = Explanation::new(
            vec!["Prose.".into()],
            &table,
            &own,
            OWN,
            "rules/g.toml",
            Some("g"),
        );
        assert_eq!(e.keys[1].value, "2");
        assert_eq!(e.keys[1].default.as_deref(), Some("3"));
        assert_eq!(e.keys[0].default, None);
        let text = e.render(80);
        assert!(text.starts_with("Prose.\n\nWhat each key means (rules/g.toml):\n"));
        assert!(
            text.contains("  size = 2 (changed from 3)\n      Cards a pile.\n"),
            "{text}"
        );
    }

    #[test]
    fn wrap_keeps_lines_within_width() {
        let l = wrap("one two three four five six", 9);
        assert_eq!(l, ["one two", "three", "four five", "six"]);
        assert_eq!(wrap("", 9), [""]);
    }
}
