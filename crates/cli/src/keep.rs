//! What a player keeps of a game, the same on the board and in line mode: the save of a game
//! left in progress, the record of a game that ended, and the list of saves. `--resume`, which
//! finds a save and rebuilds its game, is in `play/resume.rs`.

use crate::history::{self, Outcome};
use crate::i18n::t;
use crate::save::{self, Save};
use crate::setup::Loaded;
use crate::writer::{Done, Job, Writer};
use anyhow::Result;
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
    /// Refuse an undo that would take back a turned card (`play --pure`).
    pub pure: bool,
    /// The file the deal was read from, for the command that resumes it.
    pub deal_file: Option<PathBuf>,
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
            data: save::data_dir().map_err(|e| crate::i18n::told_error(&e)),
            colour: colour(),
            ascii: crate::glyphs::ascii(),
            pure: false,
            deal_file: None,
        }
    }

    /// A new game of `deal`, played pure when the setup says so.
    pub fn session(&self, deal: Deal) -> Box<dyn DynSession> {
        let mut s = self.game.session(deal);
        s.set_pure(self.pure);
        s
    }

    /// The command that goes on with the game of `deal`.
    pub fn resume_command(&self, deal: &Deal) -> String {
        match (deal.seed, &self.deal_file) {
            (Some(s), _) => format!("patience play {} --resume --seed {s}", self.variant),
            (None, Some(f)) => format!(
                "patience play {} --resume --deal {}",
                self.variant,
                f.display()
            ),
            (None, None) => format!("patience play {} --resume", self.variant),
        }
    }

    pub fn to_save(&self, session: &dyn DynSession, elapsed: Duration, counted: bool) -> Save {
        Save::of(
            (&self.game_name, &self.variant, &self.title),
            &self.rules,
            session,
            elapsed,
            counted,
        )
    }

    /// Records the end of a game in the history. Returns what the player should be told.
    fn record(
        &self,
        dir: &Path,
        session: &dyn DynSession,
        elapsed: Duration,
        outcome: Outcome,
    ) -> Vec<String> {
        let game = history::Game {
            variant: self.variant.clone(),
            title: self.title.clone(),
            seed: session.deal().seed,
            outcome,
            moves: session.history().len() as u64,
            elapsed_ms: elapsed.as_millis() as u64,
            ended: history::now(),
            assisted: session.assisted(),
        };
        match history::record(dir, game) {
            Ok(n) => n,
            Err(e) => vec![t!("not-recorded", error = crate::i18n::told_error(&e))],
        }
    }
}

/// Where one game is kept while it is played: its save file, written after every move (on a
/// thread of its own, [`Writer`], so a move never waits for the disk), and what the player
/// is told when a write fails. A write that fails leaves the last good save exactly as it
/// was, and nothing here ever removes a save that is not this game's own.
#[derive(Debug, Default)]
pub struct Keep {
    /// This game's save file, once chosen ([`save::free_slot`] at the first write).
    slot: Option<PathBuf>,
    /// Whether a save of this game went to its slot (the first write checks what lies there).
    written: bool,
    /// A file this game was resumed from under an earlier version's name: removed once the
    /// game is written under its own.
    replaces: Option<PathBuf>,
    /// Moves made at the last good write.
    good: Option<usize>,
    /// The last write failed; the player is told once, and again when a write works.
    failing: bool,
    /// The command that resumes this game.
    resume: String,
    writer: Writer,
}

impl Keep {
    /// A game resumed from the save at `path`.
    pub fn resumed(path: PathBuf, s: &Save) -> Keep {
        let good = Some(s.moves.len());
        if save::is_earlier_name(&path, &s.variant) {
            Keep {
                replaces: Some(path),
                good,
                ..Keep::default()
            }
        } else {
            Keep {
                slot: Some(path),
                written: true,
                good,
                ..Keep::default()
            }
        }
    }

    /// The save of the game as it stands, and where it goes.
    fn job(
        &mut self,
        setup: &Setup,
        session: &dyn DynSession,
        elapsed: Duration,
        counted: bool,
    ) -> Result<Job, String> {
        let dir = setup.data.clone()?;
        let s = setup.to_save(session, elapsed, counted);
        let path = self
            .slot
            .get_or_insert_with(|| save::free_slot(&dir, &setup.variant, &s.deal))
            .clone();
        let check = !self.written;
        self.written = true;
        self.resume = setup.resume_command(session.deal());
        Ok(Job {
            path,
            save: s,
            check,
            resume: self.resume.clone(),
        })
    }

    /// Writes the game to its own file now, synced; the message says where and how to go
    /// on. For leaving the game and for `s`.
    pub fn write(
        &mut self,
        setup: &Setup,
        session: &dyn DynSession,
        elapsed: Duration,
        counted: bool,
    ) -> Result<String, String> {
        // What the writer did before is history now; this write says where things stand.
        self.told();
        let job = self.job(setup, session, elapsed, counted)?;
        let (path, resume, moves) = (job.path.clone(), job.resume.clone(), job.save.moves.len());
        let aside = match self.writer.now(job) {
            Ok(a) => a,
            Err(e) => {
                self.failing = true;
                return Err(format!(
                    "{}{}",
                    crate::i18n::told_error(&e),
                    self.kept(&resume)
                ));
            }
        };
        self.failing = false;
        self.good = Some(moves);
        let mut text = save::saved_text(&path, &resume);
        if let Some(a) = aside {
            text += " ";
            text += &t!("saved-aside", path = a.display().to_string());
        }
        if let Some(e) = self.forget_earlier() {
            text += &e;
        }
        Ok(text)
    }

    /// What the player keeps when a write failed.
    fn kept(&self, resume: &str) -> String {
        match self.good {
            Some(n) => format!(
                "; {}",
                t!("save-kept-after", n = n.to_string(), command = resume)
            ),
            None => String::new(),
        }
    }

    /// Removes the file this game was resumed from under an earlier name, once it is written
    /// under its own; says so if that fails.
    fn forget_earlier(&mut self) -> Option<String> {
        let old = self.replaces.take()?;
        let e = std::fs::remove_file(&old).err()?;
        Some(format!(
            " {}",
            t!(
                "cannot-remove-earlier",
                path = old.display().to_string(),
                error = crate::i18n::io_error(&e)
            )
        ))
    }

    /// The save after a move: while the game is in progress it is handed to the writer (not
    /// synced). Returns what the player must be told of the writes so far: that one failed
    /// (once), or that writing works again.
    pub fn after_move(
        &mut self,
        setup: &Setup,
        session: &dyn DynSession,
        elapsed: Duration,
        counted: bool,
    ) -> Option<Result<String, String>> {
        if in_progress(session)
            && let Ok(job) = self.job(setup, session, elapsed, counted)
        {
            self.writer.post(job);
        }
        self.told()
    }

    /// What the writer did since last asked, as the player must hear it: a failure once,
    /// and that writing works again after one.
    pub fn told(&mut self) -> Option<Result<String, String>> {
        let mut told = None;
        for done in self.writer.reports() {
            match done {
                Done::Written { moves, aside } => {
                    self.good = Some(moves);
                    if let Some(a) = aside {
                        told = Some(Ok(t!(
                            "save-unreadable-aside",
                            path = a.display().to_string()
                        )));
                    }
                    if std::mem::take(&mut self.failing) {
                        told = Some(Ok(t!("saved-again")));
                    }
                    if let Some(e) = self.forget_earlier() {
                        told = Some(Err(e.trim_start().to_string()));
                    }
                }
                Done::Failed(e) => {
                    if !std::mem::replace(&mut self.failing, true) {
                        let error = format!("{e}{}", self.kept(&self.resume));
                        told = Some(Err(t!("cannot-save", error = error)));
                    }
                }
            }
        }
        told
    }

    /// The game has ended (won, lost or given up): it is recorded in the history and its own
    /// save is removed (a save of another game of the same deal stays). Returns what the
    /// player should be told, in the order it happened.
    pub fn ended(
        &mut self,
        setup: &Setup,
        session: &dyn DynSession,
        elapsed: Duration,
        outcome: Outcome,
    ) -> Vec<String> {
        let dir = match &setup.data {
            Ok(d) => d,
            Err(e) => return vec![t!("not-recorded", error = e)],
        };
        let mut notes = setup.record(dir, session, elapsed, outcome);
        notes.extend(self.discard(setup, session.deal()));
        notes
    }

    /// The game is over (again, after an undo, or as counted before): its own save goes, as
    /// there is nothing left to resume. A save of another game of the same deal stays.
    pub fn discard(&mut self, setup: &Setup, deal: &Deal) -> Option<String> {
        self.writer.cancel();
        self.told();
        let own = self
            .slot
            .clone()
            .filter(|_| self.written)
            .into_iter()
            .chain(self.replaces.take());
        let mut note = None;
        for p in own {
            if let Err(e) = save::remove(&p, &setup.variant, deal) {
                note = Some(t!("save-left", error = crate::i18n::told_error(&e)));
            }
        }
        self.written = false;
        self.good = None;
        self.failing = false;
        note
    }

    /// How far the save on disk goes: the moves made at the last good write.
    pub fn good(&self) -> Option<usize> {
        self.good
    }

    /// Waits until the saves handed to the writer are written.
    #[cfg(test)]
    pub fn settle(&self) {
        self.writer.settle();
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
/// moves, then the redo list, and undoes that again, so undo and redo work as they did. The
/// game is assisted and pure as the save says (those undos are the save's, not the player's).
pub fn restore(game: &dyn DynGame, s: &Save) -> Result<Box<dyn DynSession>, String> {
    game.check_deal(&s.deal)
        .map_err(|e| t!("restore-deal", error = crate::i18n::told(&e.msg())))?;
    let mut session = game.session(s.deal.clone());
    for (redo, list) in [(false, &s.moves), (true, &s.redo)] {
        for (i, m) in list.iter().enumerate() {
            session.play_text(m).map_err(|e| {
                let (n, text) = ((i + 1).to_string(), engine::echo(m));
                let why = crate::i18n::refusal(&*e.reason);
                match redo {
                    false => t!("restore-move-refused", n = n, text = text, why = why),
                    true => t!("restore-redo-refused", n = n, text = text, why = why),
                }
            })?;
        }
    }
    for _ in &s.redo {
        session
            .undo()
            .map_err(|e| t!("restore-redo-undo", why = crate::i18n::told(&e.msg())))?;
    }
    session.set_assisted(s.assisted);
    session.set_pure(s.pure);
    Ok(session)
}

/// The command that resumes the save in `path`, whatever else is saved.
pub fn resume_by_file(path: &Path) -> String {
    format!("patience play --resume --save {}", path.display())
}

/// `patience saves`: every saved game, newest first, with the command that resumes it.
pub fn list_saves() -> Result<std::process::ExitCode> {
    let dir = save::data_dir()?;
    let listed = save::list(&dir);
    if listed.is_empty() {
        let path = dir.join("saves").display().to_string();
        outln!("{}", t!("saves-none", path = path));
        return Ok(std::process::ExitCode::SUCCESS);
    }
    for l in &listed {
        match &l.save {
            Ok(s) => {
                let deal = s.deal.seed.map_or(t!("deal-from-file"), |n| {
                    t!("deal-number", seed = n.to_string())
                });
                // The newest save of a deal is what `--seed` reaches; an older game of the
                // same deal is named by its file.
                let newest = listed
                    .iter()
                    .find(|o| {
                        o.save
                            .as_ref()
                            .is_ok_and(|o| o.variant == s.variant && o.deal == s.deal)
                    })
                    .is_some_and(|o| o.path == l.path);
                let cmd = match (s.deal.seed, newest) {
                    (_, false) => resume_by_file(&l.path),
                    (Some(n), true) => format!("patience play {} --resume --seed {n}", s.variant),
                    (None, true) => format!("patience play {} --resume --deal FILE", s.variant),
                };
                outln!(
                    "{:<24} {:<22} {:>10} {:>8}   {cmd}",
                    s.variant,
                    deal,
                    crate::board::moves(s.moves.len()),
                    history::time(s.elapsed_ms)
                );
            }
            Err(e) => outln!(
                "{}",
                t!(
                    "saves-unreadable",
                    path = l.path.display().to_string(),
                    error = e.to_string()
                )
            ),
        }
    }
    Ok(std::process::ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::setup::Env;
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
