//! `play --resume`: finds the save the player means and rebuilds its game from the save
//! alone, under the rules the save holds.

use crate::i18n::t;
use crate::keep::{self, Setup};
use crate::save::{self, Listed, Save};
use crate::setup::Env;
use anyhow::{Result, anyhow};
use engine::{DynGame, DynSession};
use std::path::Path;

/// A saved game found for `--resume`, ready to play.
pub struct Resumed {
    pub setup: Setup,
    pub session: Box<dyn DynSession>,
    pub save: Save,
    /// The file it was read from.
    pub path: std::path::PathBuf,
    /// What the player should know (other saves of the game, unreadable files).
    pub notes: Vec<String>,
}

/// Finds the save `play [GAME] --resume [--seed N | --deal FILE]` means: the newest save of
/// GAME (a variant name as saved, or any name the catalog knows) on that deal, or the newest
/// of all. The game is rebuilt from the save's own rules, so a variant from a local or
/// `--rules` file resumes without that file.
pub fn find(
    env: &Env,
    dir: &Path,
    game: Option<&str>,
    seed: Option<u64>,
    deal_file: Option<&Path>,
    save_file: Option<&Path>,
) -> Result<Resumed> {
    let mut listed = save::list(dir);
    if let Some(file) = save_file {
        // One file named: it alone, read whatever its name.
        let text = std::fs::read_to_string(file).map_err(|e| cannot_read(file, &e))?;
        let s = save::parse(&text).map_err(|e| {
            let (file, e) = (file.display().to_string(), format!("{e:#}"));
            anyhow!("{}", t!("resume-bad-save", file = file, error = e))
        })?;
        listed = vec![Listed {
            path: file.to_path_buf(),
            modified: std::time::SystemTime::UNIX_EPOCH,
            save: Ok(s),
        }];
    }
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
        let text = std::fs::read_to_string(file).map_err(|e| cannot_read(file, &e))?;
        let deal = g.read_deal(&engine::DealFile::parse(
            &file.display().to_string(),
            &text,
        )?)?;
        found.retain(|(_, s)| s.deal.cards == deal.cards);
    }
    let mut notes = unreadable(&listed, wanted.as_deref());
    let Some(&(listed_one, s)) = found.first() else {
        let e = nothing_saved(&saves_dir, &wanted, seed);
        return Err(match notes.is_empty() {
            true => e,
            false => anyhow!("{e:#}\n{}", notes.join("\n")),
        });
    };
    if found.len() > 1 {
        notes.push(also_saved(s, &found[1..]));
    }
    rebuild(dir, &listed_one.path, s, deal_file, notes)
}

/// Unreadable files that may be saves of the game `wanted` (of any, without it): named, never
/// touched.
fn unreadable(listed: &[Listed], wanted: Option<&str>) -> Vec<String> {
    listed
        .iter()
        .filter_map(|l| {
            let err = l.save.as_ref().err()?;
            let name = l.path.file_name()?.to_string_lossy().into_owned();
            let ours = wanted.is_none_or(|w| name.starts_with(w));
            ours.then(|| {
                let path = l.path.display().to_string();
                t!("file-left", path = path, error = err.to_string())
            })
        })
        .collect()
}

/// What else is saved beside `s`, the save resumed: the `others` found, newest first.
fn also_saved(s: &Save, others: &[(&Listed, &Save)]) -> String {
    let others: Vec<String> = others
        .iter()
        .map(|(l, o)| {
            let deal = o.deal.seed.map_or(t!("deal-from-file-listed"), |n| {
                t!("deal-number", seed = n.to_string())
            });
            let same = o.variant == s.variant && o.deal == s.deal;
            match same {
                // Another game of this very deal: only its file reaches it.
                true => t!(
                    "also-saved-same-deal",
                    variant = &o.variant,
                    deal = deal,
                    command = keep::resume_by_file(&l.path)
                ),
                false => t!("also-saved-game", variant = &o.variant, deal = deal),
            }
        })
        .collect();
    t!("also-saved", games = others.join(", "))
}

/// The game of save `s`, read from `path`, rebuilt under the rules the save holds.
fn rebuild(
    dir: &Path,
    path: &Path,
    s: &Save,
    deal_file: Option<&Path>,
    notes: Vec<String>,
) -> Result<Resumed> {
    let game =
        game_of(s).map_err(|e| anyhow!("{}: {}", path.display(), crate::i18n::told_error(&e)))?;
    let session = keep::restore(&*game, s).map_err(|e| {
        let (file, e) = (path.display().to_string(), e.to_string());
        anyhow!("{}", t!("resume-cannot-resume", file = file, error = e))
    })?;
    Ok(Resumed {
        setup: Setup {
            game_name: s.game.clone(),
            variant: s.variant.clone(),
            title: s.title.clone(),
            rules: s.rules.clone(),
            game,
            data: Ok(dir.to_path_buf()),
            colour: keep::colour(),
            ascii: crate::glyphs::ascii(),
            pure: s.pure,
            deal_file: deal_file.map(Path::to_path_buf),
        },
        session,
        save: s.clone(),
        path: path.to_path_buf(),
        notes,
    })
}

fn nothing_saved(saves: &Path, wanted: &Option<String>, seed: Option<u64>) -> anyhow::Error {
    let what = match (wanted, seed) {
        (Some(w), Some(n)) => t!(
            "resume-none-of-deal",
            game = w.as_str(),
            seed = n.to_string()
        ),
        (Some(w), None) => t!("resume-none-of", game = w.as_str()),
        (None, Some(n)) => t!("resume-none-deal", seed = n.to_string()),
        (None, None) => t!("resume-none"),
    };
    let dir = saves.display().to_string();
    anyhow!("{}", t!("resume-nothing-saved", what = what, dir = dir))
}

/// A file that could not be read, named, with why.
fn cannot_read(file: &Path, e: &std::io::Error) -> anyhow::Error {
    let path = file.display().to_string();
    anyhow!(
        "{}: {}",
        t!("cannot-read", path = path),
        crate::i18n::io_error(e)
    )
}

/// The game a save was made with, under the rules it holds.
fn game_of(s: &Save) -> Result<Box<dyn DynGame>> {
    let registered = engine::registered()?;
    let entry = registered.get(s.game.as_str()).ok_or_else(|| {
        anyhow!(
            "{}",
            t!("resume-no-such-game", game = engine::echo(&s.game))
        )
    })?;
    entry.load(&s.rules).map_err(|e| {
        let why =
            crate::i18n::told_cause(&e).unwrap_or_else(|| crate::i18n::from_game(&e.to_string()));
        anyhow!("{}", t!("resume-rules", why = why))
    })
}
