//! What a player keeps of a game, the same on the board and in line mode: the save of a game
//! left in progress, the record of a game that ended, and `--resume`, which finds a save and
//! rebuilds its game from the save alone.

use crate::history::{self, Outcome};
use crate::save::{self, Listed, Save};
use crate::setup::{Env, Loaded};
use anyhow::{Result, anyhow};
use engine::{Deal, DynGame, DynSession, Status};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// A game under its rules, with what is needed to deal again, to save and to record.
pub struct Setup {
    /// The registry name of the game.
    pub game_name: String,
    /// The game or variant played; names the save and the history records.
    pub variant: String,
    pub title: String,
    pub rules: toml::Table,
    pub game: Box<dyn DynGame>,
    /// Where saves and the history go, or why there is no such place.
    pub data: Result<PathBuf, String>,
    pub colour: bool,
    /// Cards and marks in ASCII ([`crate::glyphs`]).
    pub ascii: bool,
}

/// Colour unless NO_COLOR is set (https://no-color.org).
pub fn colour() -> bool {
    std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
}

impl Setup {
    pub fn new(g: Loaded) -> Setup {
        Setup {
            game_name: g.ruleset.game.name.to_string(),
            variant: g.ruleset.name.clone(),
            title: g.ruleset.title.clone(),
            rules: g.game.rules_table(),
            game: g.game,
            data: save::data_dir().map_err(|e| format!("{e:#}")),
            colour: colour(),
            ascii: crate::glyphs::ascii(),
        }
    }

    /// The command that goes on with the game of `deal`.
    pub fn resume_command(&self, deal: &Deal) -> String {
        match deal.seed {
            Some(s) => format!("patience play {} --resume --seed {s}", self.variant),
            None => format!("patience play {} --resume", self.variant),
        }
    }

    pub fn to_save(&self, session: &dyn DynSession, elapsed: Duration, counted: bool) -> Save {
        Save {
            format: save::FORMAT.into(),
            version: save::VERSION,
            game: self.game_name.clone(),
            variant: self.variant.clone(),
            title: self.title.clone(),
            rules: self.rules.clone(),
            deal: session.deal().clone(),
            moves: session.history(),
            redo: session.redo_list(),
            elapsed_ms: elapsed.as_millis() as u64,
            counted,
        }
    }

    /// Saves the game; the message says where and how to go on, or what went wrong.
    pub fn save(
        &self,
        session: &dyn DynSession,
        elapsed: Duration,
        counted: bool,
    ) -> Result<String, String> {
        let dir = self.data.clone()?;
        let (path, aside) = save::store(&dir, &self.to_save(session, elapsed, counted))
            .map_err(|e| format!("{e:#}"))?;
        let mut text = format!(
            "saved to {}; `{}` continues it",
            path.display(),
            self.resume_command(session.deal())
        );
        if let Some(a) = aside {
            text += &format!(" (the unreadable file there is kept as {})", a.display());
        }
        Ok(text)
    }

    /// Records the end of the game (won, lost or given up) and removes its own save.
    /// Returns what the player should be told, in the order it happened.
    pub fn record(
        &self,
        session: &dyn DynSession,
        elapsed: Duration,
        outcome: Outcome,
    ) -> Vec<String> {
        let dir = match &self.data {
            Ok(d) => d,
            Err(e) => return vec![format!("not recorded in your history: {e}")],
        };
        let game = history::Game {
            variant: self.variant.clone(),
            title: self.title.clone(),
            seed: session.deal().seed,
            outcome,
            moves: session.history().len() as u64,
            elapsed_ms: elapsed.as_millis() as u64,
            ended: history::now(),
        };
        let mut notes = match history::record(dir, game) {
            Ok(n) => n,
            Err(e) => vec![format!("not recorded in your history: {e:#}")],
        };
        if let Err(e) = save::remove(dir, &self.variant, session.deal()) {
            notes.push(format!("the save of this game is left: {e:#}"));
        }
        notes
    }
}

/// How a finished game's status is recorded.
pub fn outcome_of(status: Status) -> Option<Outcome> {
    match status {
        Status::Won => Some(Outcome::Won),
        Status::Lost(_) => Some(Outcome::Lost),
        Status::Playing => None,
    }
}

/// Whether leaving now would lose something: a game on with moves made.
pub fn in_progress(session: &dyn DynSession) -> bool {
    !session.status().is_over()
        && (!session.history().is_empty() || !session.redo_list().is_empty())
}

/// Rebuilds a saved session: checks the deal's cards against the game's pack, replays the
/// moves, then the redo list, and undoes that again, so undo and redo work as they did.
pub fn restore(game: &dyn DynGame, s: &Save) -> Result<Box<dyn DynSession>, String> {
    game.check_deal(&s.deal)
        .map_err(|e| format!("key `deal`: {e}"))?;
    let mut session = game.session(s.deal.clone());
    for (i, m) in s.moves.iter().enumerate() {
        session
            .play_text(m)
            .map_err(|e| format!("move {} (`{m}`) is refused: {}", i + 1, e.reason))?;
    }
    for (i, m) in s.redo.iter().enumerate() {
        session
            .play_text(m)
            .map_err(|e| format!("redo move {} (`{m}`) is refused: {}", i + 1, e.reason))?;
    }
    for _ in &s.redo {
        session.undo();
    }
    Ok(session)
}

/// A saved game found for `--resume`, ready to play.
pub struct Resumed {
    pub setup: Setup,
    pub session: Box<dyn DynSession>,
    pub save: Save,
    /// What the player should know (other saves of the game, unreadable files).
    pub notes: Vec<String>,
}

/// Finds the save `play [GAME] --resume [--seed N | --deal FILE]` means: the newest save of
/// GAME (a variant name as saved, or any name the catalog knows) on that deal, or the newest
/// of all. The game is rebuilt from the save's own rules, so a variant from a local or
/// `--rules` file resumes without that file.
pub fn resume(
    env: &Env,
    dir: &Path,
    game: Option<&str>,
    seed: Option<u64>,
    deal_file: Option<&Path>,
) -> Result<Resumed> {
    let listed = save::list(dir);
    let saves_dir = dir.join("saves");
    let wanted: Option<String> = game.map(|name| {
        let lc = name.to_lowercase();
        if listed.iter().any(|l| {
            l.save
                .as_ref()
                .is_ok_and(|s| s.variant.to_lowercase() == lc)
        }) {
            lc
        } else {
            env.catalog.get(name).map_or(lc, |rs| rs.name.clone())
        }
    });
    let mut found: Vec<(&Listed, &Save)> = listed
        .iter()
        .filter_map(|l| l.save.as_ref().ok().map(|s| (l, s)))
        .filter(|(_, s)| {
            wanted
                .as_ref()
                .is_none_or(|w| s.variant.eq_ignore_ascii_case(w))
        })
        .filter(|(_, s)| seed.is_none_or(|n| s.deal.seed == Some(n)))
        .collect();
    if let Some(file) = deal_file {
        let (_, first) = found
            .first()
            .ok_or_else(|| nothing_saved(&saves_dir, &wanted, seed))?;
        let g = game_of(first)?;
        let text = std::fs::read_to_string(file)
            .map_err(|e| anyhow!("cannot read {}: {e}", file.display()))?;
        let deal = g.read_deal(&engine::DealFile::parse(
            &file.display().to_string(),
            &text,
        )?)?;
        found.retain(|(_, s)| s.deal.cards == deal.cards);
    }
    // Unreadable files that may be saves of this game: named, never touched.
    let mut notes: Vec<String> = listed
        .iter()
        .filter_map(|l| {
            let err = l.save.as_ref().err()?;
            let name = l.path.file_name()?.to_string_lossy().into_owned();
            let ours = wanted.as_ref().is_none_or(|w| name.starts_with(w.as_str()));
            ours.then(|| format!("{}: {err}; the file is left as it is", l.path.display()))
        })
        .collect();
    let Some(&(listed_one, s)) = found.first() else {
        let e = nothing_saved(&saves_dir, &wanted, seed);
        return Err(match notes.is_empty() {
            true => e,
            false => anyhow!("{e:#}\n{}", notes.join("\n")),
        });
    };
    if found.len() > 1 {
        let others: Vec<String> = found[1..]
            .iter()
            .map(|(_, o)| {
                format!(
                    "{} {}",
                    o.variant,
                    o.deal
                        .seed
                        .map_or("(deal from a file)".into(), |n| format!("deal {n}"))
                )
            })
            .collect();
        notes.push(format!(
            "also saved: {} (`patience saves` lists them)",
            others.join(", ")
        ));
    }
    let path = &listed_one.path;
    let game = game_of(s).map_err(|e| anyhow!("{}: {e:#}", path.display()))?;
    let session = restore(&*game, s).map_err(|e| {
        anyhow!(
            "{}: {e}; the saved game cannot be resumed, and the file is left as it is",
            path.display()
        )
    })?;
    Ok(Resumed {
        setup: Setup {
            game_name: s.game.clone(),
            variant: s.variant.clone(),
            title: s.title.clone(),
            rules: s.rules.clone(),
            game,
            data: Ok(dir.to_path_buf()),
            colour: colour(),
            ascii: crate::glyphs::ascii(),
        },
        session,
        save: s.clone(),
        notes,
    })
}

fn nothing_saved(saves: &Path, wanted: &Option<String>, seed: Option<u64>) -> anyhow::Error {
    let what = match (wanted, seed) {
        (Some(w), Some(n)) => format!("no saved game of {w}, deal {n}"),
        (Some(w), None) => format!("no saved game of {w}"),
        (None, Some(n)) => format!("no saved game of deal {n}"),
        (None, None) => "no saved game".into(),
    };
    anyhow!(
        "{what} in {}: `patience saves` lists the saved games; `patience play GAME` starts one",
        saves.display()
    )
}

/// The game a save was made with, under the rules it holds.
fn game_of(s: &Save) -> Result<Box<dyn DynGame>> {
    let registered = engine::registered().map_err(anyhow::Error::msg)?;
    let entry = registered
        .get(s.game.as_str())
        .ok_or_else(|| anyhow!("key `game`: no game is called `{}`", s.game))?;
    entry
        .driver
        .load(&s.rules)
        .map_err(|e| anyhow!("key `rules`: {e}"))
}

/// `patience saves`: every saved game, newest first, with the command that resumes it.
pub fn list_saves() -> Result<std::process::ExitCode> {
    let dir = save::data_dir()?;
    let listed = save::list(&dir);
    if listed.is_empty() {
        outln!(
            "No saved games in {}: a game left in progress is saved there.",
            dir.join("saves").display()
        );
        return Ok(std::process::ExitCode::SUCCESS);
    }
    for l in &listed {
        match &l.save {
            Ok(s) => {
                let deal = s
                    .deal
                    .seed
                    .map_or("a deal from a file".to_string(), |n| format!("deal {n}"));
                let cmd = match s.deal.seed {
                    Some(n) => format!("patience play {} --resume --seed {n}", s.variant),
                    None => format!("patience play {} --resume --deal FILE", s.variant),
                };
                outln!(
                    "{:<24} {:<22} {:>4} moves {:>8}   {cmd}",
                    s.variant,
                    deal,
                    s.moves.len(),
                    history::time(s.elapsed_ms)
                );
            }
            Err(e) => outln!("{}: {e} (left as it is)", l.path.display()),
        }
    }
    Ok(std::process::ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// A save of `variant`'s deal `seed` with a few moves played.
    fn a_save(variant: &str, seed: u64) -> (Setup, Save) {
        let env = Env::load().expect("catalog");
        let g = env
            .game(&crate::args::GameArgs {
                game: variant.into(),
                rules: None,
            })
            .expect("game");
        let setup = Setup::new(g);
        let mut session = setup.game.session(setup.game.deal_from_seed(seed));
        for _ in 0..3 {
            if let Some(m) = session.legal_moves().first().cloned() {
                session.play_text(&m).expect("legal");
            }
        }
        let save = setup.to_save(&*session, Duration::ZERO, false);
        (setup, save)
    }

    #[derive(Clone, Debug)]
    enum Damage {
        Add(usize),
        Remove(usize),
        Double(usize, usize),
        Reorder(u64),
        Clear,
    }

    fn damage() -> impl Strategy<Value = Damage> {
        prop_oneof![
            any::<usize>().prop_map(Damage::Add),
            any::<usize>().prop_map(Damage::Remove),
            (any::<usize>(), any::<usize>()).prop_map(|(a, b)| Damage::Double(a, b)),
            any::<u64>().prop_map(Damage::Reorder),
            Just(Damage::Clear),
        ]
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(48))]

        /// A save whose deal was damaged is refused with a message, never a panic; only a
        /// reordering (another deal of the same pack) may still resume.
        #[test]
        fn damaged_saves_are_refused_not_panicked_on(
            variant in prop::sample::select(vec![
                "clock", "watch", "big-ben", "sir-tommy", "sir-tommy-aces-up",
                "sir-tommy-by-suit",
            ]),
            seed in 0u64..1000,
            d in damage(),
        ) {
            let (setup, mut save) = a_save(variant, seed);
            let cards = &mut save.deal.cards;
            let n = cards.len();
            let same_pack = match d {
                Damage::Add(i) => {
                    cards.push(cards[i % n]);
                    false
                }
                Damage::Remove(i) => {
                    cards.remove(i % n);
                    false
                }
                Damage::Double(a, b) => {
                    let (a, b) = (a % n, b % n);
                    let same = cards[a] == cards[b];
                    cards[b] = cards[a];
                    same
                }
                Damage::Reorder(k) => {
                    let k = (k % n as u64) as usize;
                    cards.rotate_left(k);
                    true
                }
                Damage::Clear => {
                    cards.clear();
                    false
                }
            };
            let restored = restore(&*setup.game, &save);
            if !same_pack {
                let e = restored.err().expect("refused");
                prop_assert!(e.starts_with("key `deal`: "), "{}", e);
            } else if let Err(e) = restored {
                // Another order of the same cards is a real deal; its moves may not fit it.
                prop_assert!(e.contains("is refused"), "{}", e);
            }
        }
    }
}
