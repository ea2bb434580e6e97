//! `patience play` in line mode: the board as text, one command or move a line. Reads from
//! standard input, so a game can be scripted; each command is echoed when input is not a
//! terminal, so a transcript reads like a session.

use crate::PlayArgs;
use crate::board::{self, Style};
use crate::setup::Env;
use anyhow::Result;
use engine::{DynSession, Status};
use std::io::{BufRead, IsTerminal, Write};
use std::process::ExitCode;

const HELP: &str = "\
Commands:
  MOVE         a move in the game's notation (several may stand on one line)
  moves        list the legal moves
  hint         suggest a move
  auto         play forced and safe moves
  undo, redo   take back a move, or play it again
  history      the moves made so far
  board        show the board again
  help         this text
  quit         leave the game";

/// A seed from the clock, for `play` without `--seed` or `--deal`.
pub fn fresh_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64 % 1_000_000_000)
        .unwrap_or(1)
}

pub fn play(env: &Env, a: &PlayArgs) -> Result<ExitCode> {
    use std::io::IsTerminal;
    if a.resume {
        return crate::tui::resume(env, a);
    }
    let (args, choice) = (&a.game_args(None)?, &a.deal);
    let g = env.game(args)?;
    let deal = g.deal(env, choice, fresh_seed)?;
    let title = match deal.seed {
        Some(s) => format!("{} ({}), deal {s}", g.ruleset.title, g.ruleset.name),
        None => format!(
            "{} ({}), deal from {}",
            g.ruleset.title,
            g.ruleset.name,
            choice
                .deal
                .as_ref()
                .map(|p| p.display().to_string())
                .unwrap_or_default()
        ),
    };
    if !a.plain && std::io::stdin().is_terminal() && std::io::stdout().is_terminal() {
        return crate::tui::run(env, g, deal);
    }
    let session = g.game.session(deal);
    line_mode(session, &title)
}

fn show(s: &dyn DynSession, style: Style) -> Result<()> {
    out!("{}", board::render(&s.view(), style));
    match s.status() {
        Status::Won => outln!("*** Won in {} moves! ***", s.history().len()),
        Status::Lost(why) => outln!("*** Lost: {why}. (undo to try another way) ***"),
        Status::Playing => {}
    }
    Ok(())
}

pub fn line_mode(mut s: Box<dyn DynSession>, title: &str) -> Result<ExitCode> {
    let style = Style::detect();
    let interactive = std::io::stdin().is_terminal();
    outln!("{title}");
    outln!(
        "Type moves (e.g. {}), `help` for commands, `quit` to leave.",
        example(&mut *s)
    );
    outln!();
    show(&*s, style)?;
    let stdin = std::io::stdin();
    let mut lines = stdin.lock().lines();
    loop {
        if interactive {
            out!("> ");
            std::io::stdout().flush()?;
        }
        let Some(line) = lines.next() else { break };
        let line = line?;
        let cmd = line.trim();
        if !interactive && !cmd.is_empty() {
            outln!("> {cmd}");
        }
        match cmd.to_ascii_lowercase().as_str() {
            "" => continue,
            "quit" | "q" | "exit" => break,
            "help" | "?" => outln!("{HELP}"),
            "moves" => {
                let m = s.legal_moves();
                outln!(
                    "{}",
                    if m.is_empty() {
                        "no legal move".into()
                    } else {
                        m.join(" ")
                    }
                );
            }
            "hint" | "h" => match s.hint() {
                Some(m) => outln!("hint: {m}"),
                None => outln!("no hint: nothing useful is left to play"),
            },
            "undo" | "u" => {
                if s.undo() {
                    show(&*s, style)?;
                } else {
                    outln!("nothing to undo");
                }
            }
            "redo" | "r" => {
                if s.redo() {
                    show(&*s, style)?;
                } else {
                    outln!("nothing to redo");
                }
            }
            "auto" | "a" => {
                let n = s.auto(10_000);
                outln!("{n} move{} played", if n == 1 { "" } else { "s" });
                show(&*s, style)?;
            }
            "history" => outln!("{}", s.history().join(" ")),
            "board" | "b" => show(&*s, style)?,
            _ => match s.play_list(cmd) {
                Ok(_) => show(&*s, style)?,
                Err(engine::ReplayError::Illegal { text, reason, .. })
                    if !cmd.contains(char::is_whitespace) || text == cmd =>
                {
                    outln!("refused `{text}`: {reason}");
                }
                Err(e) => outln!("refused: {e}"),
            },
        }
    }
    Ok(ExitCode::SUCCESS)
}

fn example(s: &mut dyn DynSession) -> String {
    s.legal_moves()
        .first()
        .cloned()
        .unwrap_or_else(|| "help".into())
}
