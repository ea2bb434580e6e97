//! The full-screen board: not available yet; `play` falls back to line mode.

use crate::PlayArgs;
use crate::setup::{Env, Loaded};
use anyhow::{Result, bail};
use engine::Deal;
use std::process::ExitCode;

pub fn run(_env: &Env, g: Loaded, deal: Deal) -> Result<ExitCode> {
    let title = format!("{} ({})", g.ruleset.title, g.ruleset.name);
    crate::play::line_mode(g.game.session(deal), &title)
}

pub fn resume(_env: &Env, _a: &PlayArgs) -> Result<ExitCode> {
    bail!("no saved game: saving is not available yet")
}

pub fn history(_env: &Env) -> Result<ExitCode> {
    bail!("no statistics yet")
}
