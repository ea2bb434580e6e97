//! Line mode: the board as text, one command or move a line. Reads from standard input, so
//! a game can be scripted; each command is echoed when input is not a terminal, so a
//! transcript reads like a session.

use crate::board::{self, Style};
use crate::glyphs;
use crate::history::Outcome;
use crate::keep::{self, Setup};
use anyhow::Result;
use engine::{DynSession, Status};
use std::io::{BufRead, IsTerminal, Write};
use std::process::ExitCode;
use std::time::{Duration, Instant};

const HELP: &str = "\
Commands:
  MOVE         a move in the game's notation (several may stand on one line)
  moves        list the legal moves
  hint         the expert's move (it sees what you see), with why
  hint --oracle
               the solver's move: it looks at the hidden cards
  auto         play forced and safe moves
  undo, redo   take back a move, or play it again (taking back a card that
               was shown marks the game assisted; `play --pure` refuses it)
  history      the moves made so far
  board        show the board again
  help         this text
  give up      end the game as given up (it counts in your history)
  quit         leave the game (a game in progress is saved)";

/// What `auto` says when it plays nothing.
pub const NOTHING_SAFE: &str =
    "auto played nothing: no move is forced or sure not to hurt (`hint` suggests one anyway)";

/// What `auto` played, in one line: the moves with why, moves played for the same reason
/// one after another told together, the first few of a long run.
pub fn auto_told(played: &[engine::AutoMove], ascii: bool) -> String {
    if played.is_empty() {
        return NOTHING_SAFE.to_string();
    }
    let mut groups: Vec<(&str, Vec<&str>)> = Vec::new();
    for m in played {
        match groups.last_mut() {
            Some((why, moves)) if *why == m.why => moves.push(&m.text),
            _ => groups.push((&m.why, vec![&m.text])),
        }
    }
    let told: Vec<String> = groups
        .iter()
        .take(3)
        .map(|(why, moves)| {
            let mut list = moves[..moves.len().min(4)].join(" ");
            if moves.len() > 4 {
                list.push_str(" …");
            }
            format!("{list} ({})", glyphs::in_text(why, ascii))
        })
        .collect();
    let n = played.len();
    format!(
        "auto played {n} move{}: {}{}",
        if n == 1 { "" } else { "s" },
        told.join("; "),
        if groups.len() > 3 { "; …" } else { "" }
    )
}

fn show(s: &dyn DynSession, style: Style) -> Result<()> {
    out!("{}", board::render(&s.view(), style));
    match s.status() {
        Status::Won => outln!("*** Won in {} moves! ***", s.history().len()),
        Status::Lost(why) => outln!(
            "*** Lost: {}. (undo to try another way) ***",
            glyphs::in_text(why, glyphs::ascii())
        ),
        Status::Playing => {}
    }
    if s.assisted() {
        outln!("(assisted: an undo took back a card that had been shown)");
    }
    Ok(())
}

/// A game in line mode, with what it needs to save and to record its end.
pub struct LineGame {
    pub setup: Setup,
    /// Time played before this run (of a resumed game).
    pub before: Duration,
    /// Whether the game's end is already recorded.
    pub counted: bool,
}

impl LineGame {
    /// Records the end of the game once, when it has ended.
    fn after_move(&mut self, s: &dyn DynSession, elapsed: Duration) {
        if self.counted {
            return;
        }
        if let Some(outcome) = keep::outcome_of(s.status()) {
            self.counted = true;
            for n in self.setup.record(s, elapsed, outcome) {
                eprintln!("note: {n}");
            }
        }
    }

    pub fn run(mut self, mut s: Box<dyn DynSession>, title: &str) -> Result<ExitCode> {
        let start = Instant::now();
        let elapsed = |before: Duration| before + start.elapsed();
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
                "give up" | "resign" => {
                    if keep::in_progress(&*s) && !self.counted {
                        self.counted = true;
                        for n in self
                            .setup
                            .record(&*s, elapsed(self.before), Outcome::GivenUp)
                        {
                            eprintln!("note: {n}");
                        }
                        outln!("given up: it counts in your history");
                        return Ok(ExitCode::SUCCESS);
                    }
                    outln!("nothing to give up: no game is in progress");
                }
                "help" | "?" => {
                    outln!("{HELP}");
                    outln!();
                    outln!("The commands end here. The rules of {}:", self.setup.title);
                    outln!();
                    let ascii = glyphs::ascii();
                    let text = self
                        .setup
                        .game
                        .explain()
                        .render_with(crate::commands::EXPLAIN_WIDTH, |t| {
                            glyphs::in_text(t, ascii)
                        });
                    out!("{text}");
                }
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
                "hint" | "h" => match s.expert_hint(&engine::ExpertConfig::default()) {
                    Some((m, why)) => outln!("hint: {m} ({why})"),
                    None => outln!("no hint: nothing useful is left to play"),
                },
                "hint --oracle" | "h --oracle" => outln!("{}", oracle_hint(&mut *s)),
                "undo" | "u" => {
                    let was = s.assisted();
                    match s.undo() {
                        Ok(_) => {
                            self.after_move(&*s, elapsed(self.before));
                            show(&*s, style)?;
                            if !was && s.assisted() {
                                outln!("{}", keep::ASSISTED_NOW);
                            }
                        }
                        Err(e) => outln!("{e}"),
                    }
                }
                "redo" | "r" => {
                    if s.redo() {
                        self.after_move(&*s, elapsed(self.before));
                        show(&*s, style)?;
                    } else {
                        outln!("nothing to redo");
                    }
                }
                "auto" | "a" => {
                    let played = s.auto_told(10_000);
                    self.after_move(&*s, elapsed(self.before));
                    if played.is_empty() {
                        outln!("{NOTHING_SAFE}");
                    } else {
                        let n = played.len();
                        outln!("auto played {n} move{}:", if n == 1 { "" } else { "s" });
                        for m in &played {
                            let why = glyphs::in_text(&m.why, glyphs::ascii());
                            outln!("  {}: {why}", m.text);
                        }
                        show(&*s, style)?;
                    }
                }
                "history" => outln!("{}", s.history().join(" ")),
                "board" | "b" => show(&*s, style)?,
                _ => {
                    let played = s.play_list(cmd);
                    self.after_move(&*s, elapsed(self.before));
                    match played {
                        Ok(_) => show(&*s, style)?,
                        Err(engine::ReplayError::Illegal {
                            index,
                            text,
                            reason,
                            ..
                        }) => {
                            let reason = glyphs::in_text(&reason.to_string(), glyphs::ascii());
                            if index > 1 {
                                // The moves before it stand: show where they led, and say so.
                                show(&*s, style)?;
                                outln!(
                                    "played the {} move{} before `{text}`, which is refused: {reason}",
                                    index - 1,
                                    if index == 2 { "" } else { "s" }
                                );
                            } else {
                                outln!("refused `{text}`: {reason}");
                            }
                        }
                        Err(e) => outln!(
                            "refused: {}",
                            glyphs::in_text(&e.to_string(), glyphs::ascii())
                        ),
                    }
                }
            }
        }
        // Leaving (`quit` or the end of the input) keeps a game in progress, as the board does.
        if keep::in_progress(&*s) {
            match self.setup.save(&*s, elapsed(self.before), self.counted) {
                Ok(m) => eprintln!("{m}"),
                Err(e) => {
                    eprintln!("error: not saved: {e}");
                    return Ok(ExitCode::FAILURE);
                }
            }
        }
        Ok(ExitCode::SUCCESS)
    }
}

fn example(s: &mut dyn DynSession) -> String {
    s.legal_moves()
        .first()
        .cloned()
        .unwrap_or_else(|| "help".into())
}

/// The solver's hint, saying plainly that it looked at the hidden cards.
pub fn oracle_hint(s: &mut dyn engine::DynSession) -> String {
    let cfg = engine::SolveConfig::new(engine::solve::DEFAULT_BUDGET, 1);
    match s.oracle_hint(cfg) {
        (engine::Verdict::Won, Some(m)) => {
            format!("oracle: {m} (it looked at the stock and the face-down cards: this wins)")
        }
        (engine::Verdict::Won, None) => "oracle: the game is won".into(),
        (engine::Verdict::Lost, _) => {
            "oracle: it looked at the hidden cards: no line wins from here".into()
        }
        (engine::Verdict::Unknown, _) => {
            "oracle: it looked at the hidden cards but its budget ran out".into()
        }
    }
}
