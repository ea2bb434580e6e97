//! `cargo xtask`: the checks CI runs, the fuzz run, the fixtures made by a program, the
//! scaffolding of a new game crate and the check that a game crate stands alone.

mod figures;

use anyhow::{Result, bail};
use std::process::ExitCode;

const USAGE: &str = "\
usage: cargo xtask <task>
  ci              format check, clippy with warnings denied, every test
  fuzz [--cases N]  every fuzz_ test (each parser a user feeds) with N inputs (default
                  100000), release build, and per parser the inputs run and the time
  fixtures        rewrite the fixtures made by a program (Big Ben's deals, Sir Tommy's won line)
  tune GAME ARGS  sweep the default player's weights of big-ben or sir-tommy, e.g.
                  `tune big-ben --deals 2000 gap=40 waste=1000` (release build)
  figures [--check]  the results tables and chart from docs/figures/*.json; --check fails
                  when one differs from its data (run by CI)
  new-game NAME   scaffold crates/game-NAME and rules/NAME.toml, registered and linked
  scaffold-check  new-game in place, then the checks of the crates it changes must pass;
                  what it wrote is taken away again (run by CI)
  crate-alone GAME…|--all  each game crate's tests pass in a workspace of that crate, cards,
                  engine and the game's rules files alone";

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e:#}");
            ExitCode::FAILURE
        }
    }
}

fn run() -> Result<()> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let root = xtask::root();
    match args
        .iter()
        .map(String::as_str)
        .collect::<Vec<_>>()
        .as_slice()
    {
        ["ci"] => xtask::ci(&root),
        ["fixtures"] => xtask::fixtures(&root),
        ["fuzz"] => xtask::fuzz::fuzz(&root, xtask::fuzz::DEFAULT_CASES),
        ["fuzz", "--cases", n] => match n.parse::<u64>() {
            Ok(cases) if cases > 0 => xtask::fuzz::fuzz(&root, cases),
            _ => bail!("--cases `{n}`: expected a whole number of inputs from 1 up"),
        },
        ["figures"] => figures::figures(&root, false),
        ["figures", "--check"] => figures::figures(&root, true),
        ["tune", game, args @ ..] => xtask::tune(&root, game, args),
        ["scaffold-check"] => xtask::scaffold_check(&root),
        ["crate-alone", "--all"] => xtask::crate_alone(&root, &xtask::games(&root)?),
        ["crate-alone", games @ ..] if !games.is_empty() => {
            let games: Vec<String> = games.iter().map(|g| g.to_string()).collect();
            xtask::crate_alone(&root, &games)
        }
        ["new-game", name] => {
            let made = xtask::new_game(&root, name)?;
            println!(
                "created {} and rules/{name}.toml; `patience list` shows `{name}`",
                made.display()
            );
            Ok(())
        }
        _ => bail!("{USAGE}"),
    }
}
