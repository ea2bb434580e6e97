//! `patience`: play, replay, solve and measure patience games from the command line.
//!
//! This file parses the command line (`args.rs`), calls [`run`] and turns the result into an
//! exit code; the work is in the modules.

/// `println!` that returns an error instead of panicking when stdout is closed.
macro_rules! outln {
    ($($t:tt)*) => { { use std::io::Write as _; writeln!(std::io::stdout(), $($t)*)? } };
}

/// `print!` that returns an error instead of panicking when stdout is closed.
macro_rules! out {
    ($($t:tt)*) => { { use std::io::Write as _; write!(std::io::stdout(), $($t)*)? } };
}

// Links every game crate: each registers itself (and its rules files) with the engine.
use games as _;

mod args;
mod assist;
mod board;
mod commands;
#[cfg(test)]
mod fuzz;
mod glyphs;
mod history;
mod i18n;
mod keep;
mod oracle;
mod play;
mod save;
mod setup;
mod signals;
mod solve;
mod stats;
mod tui;
mod writer;

use args::{Cli, Command, StatsArgs, StatsCommand};
use std::process::ExitCode;

fn run(cli: Cli) -> anyhow::Result<ExitCode> {
    glyphs::init(cli.ascii);
    let var = |k: &str| std::env::var(k).ok();
    let lang = match i18n::choose(cli.lang, var) {
        Ok(l) => l,
        Err(i18n::UnknownLang(value)) => {
            i18n::init(i18n::locale_lang(var), glyphs::ascii());
            anyhow::bail!("{}", i18n::t!("patience-lang-unknown", value = value));
        }
    };
    i18n::init(lang, glyphs::ascii());
    let env = setup::Env::load()?;
    match cli.command {
        Command::List => commands::list(&env),
        Command::Rules(a) => commands::rules(&env, &a.game, a.explain),
        Command::Deal(a) => commands::deal(&env, &a.game, a.seed),
        Command::Play(a) => play::play(&env, &a),
        Command::Replay(a) => commands::replay(&env, &a),
        Command::Solve(a) => solve::solve(&env, &a),
        Command::Stats(StatsArgs {
            command: Some(StatsCommand::Merge(m)),
            ..
        }) => stats::merge(&m),
        Command::Stats(StatsArgs {
            command: Some(StatsCommand::Compare(c)),
            ..
        }) => stats::compare(&c),
        Command::Stats(a) => stats::stats(&env, &a),
        Command::History(a) => history::show(a.game.as_deref(), a.json, a.check),
        Command::Saves => keep::list_saves(),
        Command::Completions(a) => {
            let mut cmd = args::command(lang, glyphs::ascii());
            // Written whole afterwards: clap_complete panics on a closed pipe.
            let mut script = Vec::new();
            clap_complete::generate(a.shell, &mut cmd, "patience", &mut script);
            out!("{}", String::from_utf8_lossy(&script));
            Ok(ExitCode::SUCCESS)
        }
        Command::Man => commands::man(lang),
    }
}

fn main() -> ExitCode {
    let cli = args::parse();
    match run(cli) {
        Ok(code) => code,
        // A reader that stops early (`patience list | head`) is not an error.
        Err(e)
            if e.downcast_ref::<std::io::Error>()
                .is_some_and(|e| e.kind() == std::io::ErrorKind::BrokenPipe) =>
        {
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("{}", i18n::t!("error", text = i18n::told_error(&e)));
            ExitCode::FAILURE
        }
    }
}
