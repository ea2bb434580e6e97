//! Deals: a seeded shuffle or a deal file (`docs/interchange.md`), checked card by card.
//!
//! A deal is the shuffled pack in deal-file order: the fields of [`Game::deal_shape`] read one
//! after another, each pile from its bottom card to its top. So a deal file is just the
//! shuffled pack cut into the game's piles, and writing one back gives the same text.

use crate::game::{DealField, Game};
use crate::msg::Msg;
use cards::Card;
use serde::de::{self, Deserializer, MapAccess, SeqAccess, Visitor};
use std::collections::BTreeMap;
use std::fmt;
use toml::Spanned;

/// One deal: the shuffled cards in deal-file order, and the number it came from, if any.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Deal {
    pub seed: Option<u64>,
    pub cards: Vec<Card>,
}

impl Deal {
    /// Deal number `seed` of game `G` under `rules`: its pack shuffled by `cards::shuffled`.
    pub fn from_seed<G: Game>(rules: &G::Rules, seed: u64) -> Deal {
        Deal {
            seed: Some(seed),
            cards: cards::shuffled(G::pack(rules), seed),
        }
    }

    /// The seed given to [`Game::start`]: the deal number, or 0 for a typed-in deal.
    pub fn start_seed(&self) -> u64 {
        self.seed.unwrap_or(0)
    }

    /// The deal file text for game `name` (a registry or variant name).
    pub fn to_toml(&self, name: &str, shape: &[DealField]) -> String {
        let mut out = format!("game = \"{name}\"\n");
        if let Some(s) = self.seed {
            // TOML integers stop at 2^63-1; larger deal numbers are written as strings.
            if i64::try_from(s).is_ok() {
                out += &format!("seed = {s}\n");
            } else {
                out += &format!("seed = \"{s}\"\n");
            }
        }
        let mut rest = &self.cards[..];
        for field in shape {
            let (now, later) = rest.split_at(field.card_count().min(rest.len()));
            rest = later;
            match *field {
                DealField::Cards { name, .. } => out += &format!("{name} = \"{}\"\n", join(now)),
                DealField::Piles { name, size, .. } => {
                    out += &format!("{name} = [\n");
                    for pile in now.chunks(size.max(1)) {
                        out += &format!("  \"{}\",\n", join(pile));
                    }
                    out += "]\n";
                }
            }
        }
        out
    }
}

fn join(cards: &[Card]) -> String {
    cards
        .iter()
        .map(|c| c.ascii())
        .collect::<Vec<_>>()
        .join(" ")
}

/// What a deal file's `seed` must be.
const SEED_EXPECTED: &str = "key `seed`: expected a deal number from 0 to 18446744073709551615 \
     (above 9223372036854775807 written as a string, e.g. seed = \"18446744073709551615\")";

/// Why a deal's cards are not a game's pack (a save or another program's deal).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BadDeal {
    #[error("the deal holds {found} cards: expected {expected}")]
    Count { found: usize, expected: usize },
    #[error("card {card} appears {found} times: {}", times_in_pack(*.in_pack))]
    TooMany {
        card: Card,
        found: usize,
        /// How often the game's pack has it.
        in_pack: usize,
    },
    #[error("card {0} is missing: the deal must hold the whole pack")]
    Missing(Card),
}

/// How often a pack has a card, as a message.
fn times_in_pack(n: usize) -> Msg {
    match n {
        0 => Msg::new("engine-deal-not-in-pack", "it is not in this game's pack"),
        n => Msg::new(
            "engine-deal-pack-has",
            match n {
                1 => "the pack has it once".to_string(),
                n => format!("the pack has it {n} times"),
            },
        )
        .arg("n", n),
    }
}

impl BadDeal {
    /// The refusal as a message of the engine's catalog.
    pub fn msg(&self) -> Msg {
        match self {
            BadDeal::Count { found, expected } => {
                Msg::new("engine-bad-deal-count", self.to_string())
                    .arg("found", *found)
                    .arg("expected", *expected)
            }
            BadDeal::TooMany {
                card,
                found,
                in_pack: n,
            } => Msg::new("engine-bad-deal-too-many", self.to_string())
                .arg("card", card.to_string())
                .arg("found", *found)
                .arg("times", times_in_pack(*n)),
            BadDeal::Missing(card) => {
                Msg::new("engine-deal-card-missing", self.to_string()).arg("card", card.to_string())
            }
        }
    }
}

impl Deal {
    /// Checks that the deal holds every card of `pack` exactly as often as the pack does.
    pub fn check(&self, pack: &[Card]) -> Result<(), BadDeal> {
        if self.cards.len() != pack.len() {
            return Err(BadDeal::Count {
                found: self.cards.len(),
                expected: pack.len(),
            });
        }
        let mut want = [0usize; 52];
        for c in pack {
            want[c.index()] += 1;
        }
        let mut have = [0usize; 52];
        for c in &self.cards {
            have[c.index()] += 1;
        }
        for c in &self.cards {
            let i = c.index();
            if have[i] > want[i] {
                return Err(BadDeal::TooMany {
                    card: *c,
                    found: have[i],
                    in_pack: want[i],
                });
            }
        }
        match (0..52).find(|&i| have[i] < want[i]) {
            Some(i) => Err(BadDeal::Missing(Card::from_index(i as u8))),
            None => Ok(()),
        }
    }
}

/// What is wrong with a deal file. `line` is 1-based; 0 means the file as a whole (and is
/// not shown).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{file}{}: {message}", if *line == 0 { String::new() } else { format!(":{line}") })]
pub struct DealError {
    pub file: String,
    pub line: usize,
    /// What is wrong, as a message of the engine's catalog.
    pub message: Msg,
}

/// A deal file as read, before it is checked against a game.
#[derive(Debug)]
pub struct DealFile {
    file: String,
    text: String,
    /// The `game` value and its line.
    pub game: String,
    game_line: usize,
    pub seed: Option<u64>,
    fields: BTreeMap<String, (usize, FieldValue)>,
}

#[derive(Debug)]
enum FieldValue {
    One(Spanned<String>),
    Many(Vec<Spanned<String>>),
    /// Not a string nor a list of strings: what it is instead.
    Other(Msg),
}

struct FieldVisitor;

impl<'de> Visitor<'de> for FieldVisitor {
    type Value = FieldValue;
    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a string of cards or a list of such strings")
    }
    fn visit_str<E: de::Error>(self, _v: &str) -> Result<FieldValue, E> {
        Ok(FieldValue::Other(Msg::new(
            "engine-deal-found-string",
            "a string",
        )))
    }
    fn visit_i64<E: de::Error>(self, _v: i64) -> Result<FieldValue, E> {
        Ok(FieldValue::Other(Msg::new(
            "engine-deal-found-number",
            "a number",
        )))
    }
    fn visit_u64<E: de::Error>(self, _v: u64) -> Result<FieldValue, E> {
        Ok(FieldValue::Other(Msg::new(
            "engine-deal-found-number",
            "a number",
        )))
    }
    fn visit_bool<E: de::Error>(self, _v: bool) -> Result<FieldValue, E> {
        Ok(FieldValue::Other(Msg::new(
            "engine-deal-found-bool",
            "true or false",
        )))
    }
    fn visit_f64<E: de::Error>(self, _v: f64) -> Result<FieldValue, E> {
        Ok(FieldValue::Other(Msg::new(
            "engine-deal-found-number",
            "a number",
        )))
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<FieldValue, A::Error> {
        let mut v = Vec::new();
        while let Some(s) = seq.next_element::<Spanned<String>>()? {
            v.push(s);
        }
        Ok(FieldValue::Many(v))
    }
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<FieldValue, A::Error> {
        while map
            .next_entry::<de::IgnoredAny, de::IgnoredAny>()?
            .is_some()
        {}
        Ok(FieldValue::Other(Msg::new(
            "engine-deal-found-table",
            "a table",
        )))
    }
}

#[derive(serde::Deserialize)]
struct RawTop(BTreeMap<String, Spanned<toml::Value>>);

/// A field's value as a deal's fields take it: a string, a list of strings (each with its
/// place in the file), or what else it is, for the error.
fn field_value(text: &str, value: &Spanned<toml::Value>) -> FieldValue {
    match value.get_ref() {
        toml::Value::String(s) => FieldValue::One(Spanned::new(value.span(), s.clone())),
        toml::Value::Array(_) => string_list(text, value.span()),
        toml::Value::Integer(_) | toml::Value::Float(_) => {
            FieldValue::Other(Msg::new("engine-deal-found-number", "a number"))
        }
        toml::Value::Boolean(_) => {
            FieldValue::Other(Msg::new("engine-deal-found-bool", "true or false"))
        }
        _ => FieldValue::Other(Msg::new(
            "engine-deal-found-table-or-date",
            "a table or date",
        )),
    }
}

/// The array at `span` of `text` read again with each element's place in the file.
fn string_list(text: &str, span: std::ops::Range<usize>) -> FieldValue {
    let sub = &text[span.clone()];
    let list: Result<Vec<Spanned<String>>, _> =
        toml::from_str::<BTreeMap<String, RawList>>(&format!("x = {sub}"))
            .map(|mut m| m.remove("x").map(|l| l.0).unwrap_or_default());
    match list {
        Ok(items) => FieldValue::Many(
            items
                .into_iter()
                .map(|s| {
                    let r = s.span();
                    // Shift spans from the `x = ` prefix back into the file.
                    let start = span.start + r.start - 4;
                    let end = span.start + r.end - 4;
                    Spanned::new(start..end, s.into_inner())
                })
                .collect(),
        ),
        Err(_) => FieldValue::Other(Msg::new(
            "engine-deal-found-mixed-list",
            "a list that is not all strings",
        )),
    }
}

impl DealFile {
    /// Reads a deal file's text; `file` names it in errors.
    pub fn parse(file: &str, text: &str) -> Result<DealFile, DealError> {
        let err = |line: usize, message: Msg| DealError {
            file: file.to_string(),
            line,
            message,
        };
        let top: RawTop = toml::from_str(text).map_err(|e| {
            let line = e.span().map(|s| line_of(text, s.start)).unwrap_or(0);
            let error = crate::echo::tame(e.message().trim_end());
            if text.parse::<toml::Table>().is_err() {
                return err(line, crate::rules::not_toml(text, e.span(), &error));
            }
            err(
                line,
                Msg::new(
                    "engine-deal-toml",
                    format!("not a valid TOML deal file ‹{error}›"),
                )
                .arg("error", error),
            )
        })?;
        let mut df = DealFile {
            file: file.to_string(),
            text: text.to_string(),
            game: String::new(),
            game_line: 0,
            seed: None,
            fields: BTreeMap::new(),
        };
        let mut have_game = false;
        for (key, value) in top.0 {
            let line = line_of(text, value.span().start);
            match key.as_str() {
                "game" => match value.get_ref() {
                    toml::Value::String(s) => {
                        df.game = s.clone();
                        df.game_line = line;
                        have_game = true;
                    }
                    _ => {
                        return Err(err(
                            line,
                            Msg::new(
                                "engine-deal-game-not-text",
                                "key `game`: expected the game's name as a string",
                            ),
                        ));
                    }
                },
                "seed" => {
                    let seed = match value.get_ref() {
                        toml::Value::Integer(n) => u64::try_from(*n).ok(),
                        toml::Value::String(s) => s.trim().parse::<u64>().ok(),
                        _ => None,
                    };
                    match seed {
                        Some(n) => df.seed = Some(n),
                        None => return Err(err(line, Msg::new("engine-deal-seed", SEED_EXPECTED))),
                    }
                }
                _ => {
                    let fv = field_value(text, &value);
                    df.fields.insert(key, (line, fv));
                }
            }
        }
        if !have_game {
            return Err(err(
                0,
                Msg::new(
                    "engine-deal-no-game",
                    "missing key `game`: expected the game's name, e.g. game = \"big-ben\"",
                ),
            ));
        }
        Ok(df)
    }

    pub fn file(&self) -> &str {
        &self.file
    }

    pub fn game_line(&self) -> usize {
        self.game_line
    }

    fn err(&self, line: usize, message: Msg) -> DealError {
        DealError {
            file: self.file.clone(),
            line,
            message,
        }
    }

    /// Checks the file against a game's shape and pack; returns the deal.
    pub fn to_deal(&self, shape: &[DealField], pack: &[Card]) -> Result<Deal, DealError> {
        self.check_keys(shape)?;
        let (placed, last_line) = self.cards_by_shape(shape, pack.len())?;
        self.check_pack(&placed, pack, last_line)?;
        Ok(Deal {
            seed: self.seed,
            cards: placed.into_iter().map(|(c, _)| c).collect(),
        })
    }

    /// Refuses a key that no field of `shape` has.
    fn check_keys(&self, shape: &[DealField]) -> Result<(), DealError> {
        for key in self.fields.keys() {
            if !shape.iter().any(|f| f.name() == key) {
                let (line, _) = self.fields[key];
                let want: Vec<_> = shape.iter().map(|f| format!("`{}`", f.name())).collect();
                let (key, keys) = (crate::echo::echo(key), want.join(", "));
                return Err(self.err(
                    line,
                    Msg::new(
                        "engine-deal-unknown-key",
                        format!("unknown key `{key}`: expected `game`, `seed`, {keys}"),
                    )
                    .arg("key", key)
                    .arg("keys", keys),
                ));
            }
        }
        Ok(())
    }

    /// The cards of the fields of `shape` in order, each with the line it stands on, and
    /// the last line of a field (where a missing card is reported).
    fn cards_by_shape(
        &self,
        shape: &[DealField],
        cards: usize,
    ) -> Result<(Vec<(Card, usize)>, usize), DealError> {
        // Each card with the line it stands on.
        let mut placed: Vec<(Card, usize)> = Vec::with_capacity(cards);
        let mut last_line = self.game_line;
        for field in shape {
            let name = field.name();
            let Some((line, value)) = self.fields.get(name) else {
                let shape = describe(field);
                return Err(self.err(
                    0,
                    Msg::new(
                        "engine-deal-missing-key",
                        format!("missing key `{name}`: expected {shape}"),
                    )
                    .arg("key", name)
                    .arg("shape", shape),
                ));
            };
            last_line = last_line.max(*line);
            match (field, value) {
                (DealField::Cards { count, .. }, FieldValue::One(s)) => {
                    let what = Msg::new("engine-deal-key", format!("`{name}`")).arg("key", name);
                    let cards = self.cards_of(s, &what)?;
                    if cards.len() != *count {
                        let n = cards.len();
                        return Err(self.err(
                            *line,
                            Msg::new(
                                "engine-deal-cards",
                                format!("`{name}` has {n} cards: expected {count}"),
                            )
                            .arg("key", name)
                            .arg("n", n)
                            .arg("count", *count),
                        ));
                    }
                    placed.extend(cards);
                }
                (DealField::Piles { count, size, .. }, FieldValue::Many(piles)) => {
                    placed.extend(self.pile_cards(name, *line, piles, *count, *size)?);
                }
                (f, v) => return Err(self.wrong_kind(name, *line, f, v)),
            }
        }
        Ok((placed, last_line))
    }

    /// The cards of a field of `count` piles of `size` cards, each with its line.
    fn pile_cards(
        &self,
        name: &str,
        line: usize,
        piles: &[Spanned<String>],
        count: usize,
        size: usize,
    ) -> Result<Vec<(Card, usize)>, DealError> {
        if piles.len() != count {
            let n = piles.len();
            return Err(self.err(
                line,
                Msg::new(
                    "engine-deal-piles",
                    format!("`{name}` has {n} piles: expected {count} strings of {size} cards"),
                )
                .arg("key", name)
                .arg("n", n)
                .arg("count", count)
                .arg("size", size),
            ));
        }
        let mut placed = Vec::with_capacity(count * size);
        for (i, p) in piles.iter().enumerate() {
            let what = Msg::new("engine-deal-pile", format!("`{name}` pile {}", i + 1))
                .arg("key", name)
                .arg("pile", i + 1);
            let cards = self.cards_of(p, &what)?;
            if cards.len() != size {
                let l = line_of(&self.text, p.span().start);
                let n = cards.len();
                return Err(self.err(
                    l,
                    Msg::new(
                        "engine-deal-pile-cards",
                        format!("{} has {n} cards: expected {size}", what.en),
                    )
                    .arg("pile", what.clone())
                    .arg("n", n)
                    .arg("size", size),
                ));
            }
            placed.extend(cards);
        }
        Ok(placed)
    }

    /// A field of the wrong kind: a list where one string is wanted, or the other way round.
    fn wrong_kind(
        &self,
        name: &str,
        line: usize,
        field: &DealField,
        value: &FieldValue,
    ) -> DealError {
        let found = match value {
            FieldValue::One(_) => Msg::new("engine-deal-found-single-string", "a single string"),
            FieldValue::Many(_) => Msg::new("engine-deal-found-list", "a list"),
            FieldValue::Other(what) => what.clone(),
        };
        let shape = describe(field);
        self.err(
            line,
            Msg::new(
                "engine-deal-wrong-kind",
                format!("key `{name}`: expected {shape}, found {found}"),
            )
            .arg("key", name)
            .arg("shape", shape)
            .arg("found", found),
        )
    }

    /// Refuses `placed` unless it holds every card of `pack` exactly as often as the pack.
    fn check_pack(
        &self,
        placed: &[(Card, usize)],
        pack: &[Card],
        last_line: usize,
    ) -> Result<(), DealError> {
        // Every card of the pack exactly as often as the pack has it.
        let mut want = [0u8; 52];
        for c in pack {
            want[c.index()] += 1;
        }
        let mut have = [0u8; 52];
        for &(c, line) in placed {
            have[c.index()] += 1;
            if have[c.index()] > want[c.index()] {
                let times = times_in_pack(want[c.index()].into());
                return Err(self.err(
                    line,
                    Msg::new(
                        "engine-deal-too-many",
                        format!("card {c} appears one time too many: {times}"),
                    )
                    .arg("card", c.to_string())
                    .arg("times", times),
                ));
            }
        }
        if let Some(i) = (0..52).find(|&i| have[i] < want[i]) {
            let c = Card::from_index(i as u8);
            return Err(self.err(
                last_line,
                Msg::new(
                    "engine-deal-card-missing",
                    format!("card {c} is missing: the deal must hold the whole pack"),
                )
                .arg("card", c.to_string()),
            ));
        }
        Ok(())
    }

    fn cards_of(&self, s: &Spanned<String>, what: &Msg) -> Result<Vec<(Card, usize)>, DealError> {
        let line = line_of(&self.text, s.span().start);
        s.get_ref()
            .split_whitespace()
            .enumerate()
            .map(|(i, t)| {
                t.parse::<Card>().map(|c| (c, line)).map_err(|e| {
                    let e = crate::rules::not_a_card(&e);
                    let en = format!("{}, card {}: {e}", what.en, i + 1);
                    let m = Msg::new("engine-deal-bad-card", en)
                        .arg("where", what.clone())
                        .arg("n", i + 1)
                        .arg("error", e);
                    self.err(line, m)
                })
            })
            .collect()
    }
}

#[derive(Debug)]
struct RawList(Vec<Spanned<String>>);

impl<'de> serde::Deserialize<'de> for RawList {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<RawList, D::Error> {
        match d.deserialize_any(FieldVisitor)? {
            FieldValue::Many(v) => Ok(RawList(v)),
            _ => Err(de::Error::custom("expected a list of strings")),
        }
    }
}

fn describe(f: &DealField) -> Msg {
    match f {
        DealField::Cards { count, .. } => Msg::new(
            "engine-deal-shape-cards",
            format!("one string of {count} cards"),
        )
        .arg("count", *count),
        DealField::Piles { count, size, .. } => Msg::new(
            "engine-deal-shape-piles",
            format!("a list of {count} strings of {size} cards"),
        )
        .arg("count", *count)
        .arg("size", *size),
    }
}

/// The 1-based line of a byte offset.
pub fn line_of(text: &str, offset: usize) -> usize {
    text[..offset.min(text.len())]
        .bytes()
        .filter(|&b| b == b'\n')
        .count()
        + 1
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shape() -> Vec<DealField> {
        vec![
            DealField::Piles {
                name: "piles",
                count: 2,
                size: 2,
            },
            DealField::Cards {
                name: "stock",
                count: 2,
            },
        ]
    }

    fn pack() -> Vec<Card> {
        ["AC", "2C", "3C", "AC", "KS", "QH"]
            .iter()
            .map(|s| s.parse().unwrap())
            .collect()
    }

    fn read(text: &str) -> Result<Deal, DealError> {
        DealFile::parse("d.toml", text)?.to_deal(&shape(), &pack())
    }

    const GOOD: &str =
        "game = \"x\"\nseed = 3\npiles = [\n  \"AC 2C\",\n  \"3C AC\",\n]\nstock = \"KS QH\"\n";

    #[test]
    fn reads_a_good_file_in_order() {
        let d = read(GOOD).unwrap();
        assert_eq!(d.seed, Some(3));
        let s: Vec<String> = d.cards.iter().map(|c| c.to_string()).collect();
        assert_eq!(s, ["AC", "2C", "3C", "AC", "KS", "QH"]);
        assert_eq!(d.to_toml("x", &shape()), GOOD);
    }

    #[test]
    fn missing_card_names_card_and_line() {
        let e = read(&GOOD.replace("KS QH", "KS AC")).unwrap_err();
        assert_eq!(e.line, 7, "{e}");
        assert!(e.message.en.contains("AC appears one time too many"), "{e}");
        let e = read(&GOOD.replace("\"3C AC\"", "\"3C 3C\"")).unwrap_err();
        assert_eq!(e.line, 5);
        assert!(e.message.en.contains("3C appears one time too many"), "{e}");
    }

    #[test]
    fn missing_without_double() {
        // QH replaced by a card that is not in this pack at all.
        let e = read(&GOOD.replace("KS QH", "KS 9D")).unwrap_err();
        assert!(
            e.message.en.contains("9D") && e.message.en.contains("not in this game's pack"),
            "{e}"
        );
        assert_eq!(e.line, 7);
    }

    #[test]
    fn unknown_card_names_line_and_token() {
        let e = read(&GOOD.replace("\"3C AC\"", "\"3C XZ\"")).unwrap_err();
        assert_eq!(e.line, 5);
        assert!(
            e.message.en.contains("`XZ` is not a card") && e.message.en.contains("pile 2, card 2"),
            "{e}"
        );
        assert_eq!(
            e.to_string().split(':').take(2).collect::<Vec<_>>(),
            ["d.toml", "5"]
        );
    }

    #[test]
    fn wrong_pile_count_and_size() {
        let e = read(&GOOD.replace("  \"3C AC\",\n", "")).unwrap_err();
        assert!(e.message.en.contains("has 1 piles: expected 2"), "{e}");
        assert_eq!(e.line, 3);
        let e = read(&GOOD.replace("\"3C AC\"", "\"3C\"")).unwrap_err();
        assert!(
            e.message.en.contains("pile 2 has 1 cards: expected 2"),
            "{e}"
        );
        assert_eq!(e.line, 5);
        let e = read(&GOOD.replace("KS QH", "KS")).unwrap_err();
        assert!(
            e.message.en.contains("`stock` has 1 cards: expected 2"),
            "{e}"
        );
    }

    #[test]
    fn a_missing_card_is_named() {
        let p = {
            let mut p = pack();
            p.push("9S".parse().unwrap());
            p
        };
        let e = DealFile::parse("d.toml", GOOD)
            .unwrap()
            .to_deal(&shape(), &p);
        // The shape only has room for six cards, so the seventh is missing.
        let e = e.unwrap_err();
        assert!(e.message.en.contains("9S is missing"), "{e}");
    }

    #[test]
    fn structure_errors() {
        assert!(
            read("seed = 1\n")
                .unwrap_err()
                .message
                .contains("missing key `game`")
        );
        let e = read(&GOOD.replace("stock", "stok")).unwrap_err();
        assert!(e.message.en.contains("unknown key `stok`"), "{e}");
        let e = read("game = \"x\"\npiles = \"AC\"\nstock = \"KS QH\"").unwrap_err();
        assert!(
            e.message
                .contains("expected a list of 2 strings of 2 cards, found a single string"),
            "{e}"
        );
        let e = read("game = \"x\"\npiles = [").unwrap_err();
        assert_eq!(e.message.en, "not valid TOML: expected `]`", "{e}");
    }

    #[test]
    fn every_deal_number_round_trips_through_a_file() {
        for seed in [0, 1, i64::MAX as u64, i64::MAX as u64 + 1, u64::MAX] {
            let d = Deal {
                seed: Some(seed),
                cards: pack(),
            };
            let text = d.to_toml("x", &shape());
            assert_eq!(read(&text).unwrap(), d, "{text}");
        }
        for bad in ["-1", "\"18446744073709551616\"", "\"x\"", "1.5"] {
            let e = read(&GOOD.replace("seed = 3", &format!("seed = {bad}"))).unwrap_err();
            assert!(
                e.message.en.contains("18446744073709551615") && e.line == 2,
                "{bad}: {e}"
            );
        }
    }

    #[test]
    fn a_deal_is_checked_against_the_pack() {
        let good = Deal {
            seed: None,
            cards: pack(),
        };
        assert_eq!(good.check(&pack()), Ok(()));
        let with = |f: &dyn Fn(&mut Vec<Card>)| {
            let mut d = good.clone();
            f(&mut d.cards);
            d.check(&pack()).unwrap_err().to_string()
        };
        assert_eq!(
            with(&|c| c.push(c[0])),
            "the deal holds 7 cards: expected 6"
        );
        assert_eq!(with(&|c| c.clear()), "the deal holds 0 cards: expected 6");
        // Doubled beyond the pack: KS once in the pack, twice here (QH gone).
        assert_eq!(
            with(&|c| c[5] = c[4]),
            "card KS appears 2 times: the pack has it once"
        );
        assert_eq!(
            with(&|c| c[4] = c[0]),
            "card AC appears 3 times: the pack has it 2 times"
        );
        assert_eq!(
            with(&|c| c[4] = "5D".parse().unwrap()),
            "card 5D appears 1 times: it is not in this game's pack"
        );
        let mut reordered = good.clone();
        reordered.cards.reverse();
        assert_eq!(reordered.check(&pack()), Ok(()));
    }

    #[test]
    fn errors_echo_keys_and_cards_short_and_escaped() {
        let key = "k".repeat(100_000);
        let e = read(&format!("{GOOD}{key} = \"AC\"\n")).unwrap_err();
        assert!(
            e.message.en.contains("unknown key `kkk") && e.message.en.len() < 200,
            "{e}"
        );
        let e = read(&GOOD.replace("KS QH", "KS Q\\u001b[2J")).unwrap_err();
        assert!(
            e.to_string().contains("\\u{1b}") && !e.to_string().contains('\u{1b}'),
            "{e}"
        );
    }

    #[test]
    fn fuzz_deal_files() {
        crate::fuzz::run(
            "engine deal files",
            crate::fuzz::mutated(vec![GOOD.into()]),
            |text| {
                let lines = text.lines().count() + 1;
                let got =
                    DealFile::parse("d.toml", &text).and_then(|f| f.to_deal(&shape(), &pack()));
                match got {
                    Ok(d) => proptest::prop_assert_eq!(d.check(&pack()), Ok(())),
                    Err(e) => {
                        proptest::prop_assert!(e.line <= lines, "line {} of {lines}: {e}", e.line);
                        crate::fuzz::check_refusal(&e.to_string(), &["d.toml"])?;
                    }
                }
                Ok(())
            },
        );
    }
}
