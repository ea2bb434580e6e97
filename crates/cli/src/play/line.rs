//! Line mode: the board as text, one command or move a line. Reads from standard input, so
//! a game can be scripted; each command is echoed when input is not a terminal, so a
//! transcript reads like a session.

use crate::assist;
use crate::board::{self, Style};
use crate::glyphs;
use crate::history::Outcome;
use crate::i18n::{self, t};
use crate::keep::{self, Keep, Setup};
use anyhow::Result;
use engine::{DynSession, Status};
use std::io::{BufRead, ErrorKind, IsTerminal, Write};
use std::process::ExitCode;
use std::time::{Duration, Instant};

fn show(s: &dyn DynSession, style: Style) -> Result<()> {
    out!("{}", board::render(&s.view(), style));
    match s.status() {
        Status::Won => outln!("{}", t!("line-won", n = s.history().len())),
        Status::Lost(why) => {
            let why = i18n::told(&why.msg());
            outln!(
                "{}",
                t!("line-lost", why = glyphs::in_text(&why, glyphs::ascii()))
            )
        }
        Status::Playing => {}
    }
    if s.assisted() {
        outln!("{}", t!("line-assisted"));
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
    /// Where the game is saved after every move.
    pub keep: Keep,
}

/// How the reading of commands ended.
enum Left {
    /// `quit`, or the end of the input.
    Quit,
    /// `give up`: the game is recorded and has no save to keep.
    GivenUp,
    /// Input could not be read.
    ReadError(std::io::Error),
}

/// One line of input: the command, or why there is none.
fn read_line(input: &mut impl BufRead, buf: &mut Vec<u8>) -> Option<std::io::Result<String>> {
    buf.clear();
    loop {
        match input.read_until(b'\n', buf) {
            Ok(0) => return None,
            Ok(_) => break,
            Err(e) if e.kind() == ErrorKind::Interrupted => continue,
            Err(e) => return Some(Err(e)),
        }
    }
    // A line that is not UTF-8 is kept as a command that no one knows, so it is refused with
    // the others rather than ending the game.
    Some(Ok(String::from_utf8_lossy(buf).trim().to_string()))
}

impl LineGame {
    /// After anything that changed the position: the game is saved while it is on, and its
    /// end is recorded once.
    fn after_move(&mut self, s: &dyn DynSession, elapsed: Duration) {
        if let Some(outcome) = keep::outcome_of(s.status()) {
            let notes = if self.counted {
                self.keep
                    .discard(&self.setup, s.deal())
                    .into_iter()
                    .collect()
            } else {
                self.counted = true;
                self.keep.ended(&self.setup, s, elapsed, outcome)
            };
            for n in notes {
                note(&n);
            }
            return;
        }
        match self.keep.after_move(&self.setup, s, elapsed, self.counted) {
            Some(Ok(m)) => note(&m),
            Some(Err(e)) => error(&e),
            None => {}
        }
    }

    /// Plays the game from the input's commands. Every way out keeps a game in progress:
    /// `quit`, the end of the input, input that cannot be read, output that is closed
    /// (`| head`), a signal; each says so on stderr.
    pub fn run(mut self, mut s: Box<dyn DynSession>, title: &str) -> Result<ExitCode> {
        let start = Instant::now();
        // A signal ends the program from the watcher, which writes the game once more.
        let _watch = crate::signals::watch(None)?;
        let left = self.commands(&mut *s, title, start);
        let elapsed = self.elapsed(start);
        let given_up = matches!(left, Ok(Left::GivenUp));
        let kept = if keep::in_progress(&*s) && !given_up {
            Some(self.keep.write(&self.setup, &*s, elapsed, self.counted))
        } else {
            None
        };
        let why = match &left {
            Ok(Left::Quit | Left::GivenUp) => None,
            Ok(Left::ReadError(e)) => {
                Some(t!("line-cannot-read", error = crate::i18n::io_error(e)))
            }
            Err(e) if is_closed(e) => Some(t!("line-output-closed")),
            Err(e) => Some(crate::i18n::told_error(e)),
        };
        if let Some(why) = &why {
            error(why);
        }
        match kept {
            Some(Ok(m)) => note(&m),
            Some(Err(e)) => {
                error(&t!("not-saved", error = e));
                return Ok(ExitCode::FAILURE);
            }
            None => {}
        }
        Ok(match left {
            Ok(Left::Quit | Left::GivenUp) => ExitCode::SUCCESS,
            // A reader that stops early (`| head`) is not an error once the game is kept.
            Err(e) if is_closed(&e) => ExitCode::SUCCESS,
            _ => ExitCode::FAILURE,
        })
    }

    /// Time played: before this run, and since it started.
    fn elapsed(&self, start: Instant) -> Duration {
        self.before + start.elapsed()
    }

    /// Reads and carries out commands until the player leaves or the input ends.
    fn commands(&mut self, s: &mut dyn DynSession, title: &str, start: Instant) -> Result<Left> {
        let style = Style::detect();
        let interactive = std::io::stdin().is_terminal();
        outln!("{title}");
        outln!("{}", t!("line-intro", example = example(s)));
        outln!();
        show(s, style)?;
        let stdin = std::io::stdin();
        let mut input = stdin.lock();
        let mut buf = Vec::new();
        loop {
            if interactive {
                out!("> ");
                std::io::stdout().flush()?;
            }
            let line = match read_line(&mut input, &mut buf) {
                None => return Ok(Left::Quit),
                Some(Err(e)) => return Ok(Left::ReadError(e)),
                Some(Ok(line)) => line,
            };
            if !interactive && !line.is_empty() {
                outln!("> {line}");
            }
            if let Some(left) = self.command(s, &line, style, start)? {
                return Ok(left);
            }
        }
    }

    /// Carries out one line of input; says how the game is left when it is.
    fn command(
        &mut self,
        s: &mut dyn DynSession,
        cmd: &str,
        style: Style,
        start: Instant,
    ) -> Result<Option<Left>> {
        match cmd.to_ascii_lowercase().as_str() {
            "" => {}
            "quit" | "q" | "exit" => return Ok(Some(Left::Quit)),
            "give up" | "resign" => return self.give_up(s, start),
            "help" | "?" => self.help()?,
            "moves" => {
                let m = s.legal_moves();
                outln!(
                    "{}",
                    if m.is_empty() {
                        t!("line-no-legal-move")
                    } else {
                        m.join(" ")
                    }
                );
            }
            "hint" | "h" => outln!("{}", assist::hint_marked(s).1),
            "hint --oracle" | "h --oracle" => {
                outln!("{}", crate::oracle::line_hint(s).join("\n"))
            }
            "undo" | "u" => self.undo(s, style, start)?,
            "redo" | "r" => {
                if s.redo() {
                    self.after_move(s, self.elapsed(start));
                    show(s, style)?;
                } else {
                    outln!("{}", t!("nothing-to-redo"));
                }
            }
            "auto" | "a" => self.auto(s, style, start)?,
            "history" => outln!("{}", s.history().join(" ")),
            "board" | "b" => show(s, style)?,
            _ => self.play_moves(s, cmd, style, start)?,
        }
        Ok(None)
    }

    /// `give up`: a game in progress is recorded as given up and left; otherwise there is
    /// nothing to give up, and play goes on.
    fn give_up(&mut self, s: &mut dyn DynSession, start: Instant) -> Result<Option<Left>> {
        if keep::in_progress(s) && !self.counted {
            self.counted = true;
            let e = self.elapsed(start);
            for n in self.keep.ended(&self.setup, s, e, Outcome::GivenUp) {
                note(&n);
            }
            outln!("{}", t!("line-given-up"));
            return Ok(Some(Left::GivenUp));
        }
        outln!("{}", t!("line-nothing-to-give-up"));
        Ok(None)
    }

    /// `help`: the commands, then the game's rules in prose.
    fn help(&self) -> Result<()> {
        outln!("{}", t!("line-help"));
        outln!();
        let title = i18n::title(
            &self.setup.game_name,
            &self.setup.variant,
            &self.setup.title,
        );
        outln!("{}", t!("line-rules-follow", title = title));
        outln!();
        let ascii = glyphs::ascii();
        let text = self
            .setup
            .game
            .explain()
            .render_with(crate::commands::EXPLAIN_WIDTH, |m| {
                glyphs::in_text(&i18n::told(m), ascii)
            });
        let text = i18n::marked_by_line(&text);
        out!("{text}");
        Ok(())
    }

    /// `undo`: takes the last move back, or says why not; the first undo that makes the game
    /// assisted says so.
    fn undo(&mut self, s: &mut dyn DynSession, style: Style, start: Instant) -> Result<()> {
        let was = s.assisted();
        match s.undo() {
            Ok(_) => {
                self.after_move(s, self.elapsed(start));
                show(s, style)?;
                if !was && s.assisted() {
                    outln!("{}", t!("undo-assisted-now"));
                }
            }
            Err(e) => outln!("{}", i18n::told(&e.msg())),
        }
        Ok(())
    }

    /// `auto`: plays what is forced or sure not to hurt, each move with why.
    fn auto(&mut self, s: &mut dyn DynSession, style: Style, start: Instant) -> Result<()> {
        let played = s.auto_told(10_000);
        self.after_move(s, self.elapsed(start));
        if played.is_empty() {
            outln!("{}", t!("auto-nothing"));
        } else {
            outln!("{}", t!("line-auto-played", n = played.len()));
            for m in &played {
                let why = glyphs::in_text(&i18n::told(&m.why), glyphs::ascii());
                outln!("  {}: {why}", m.text);
            }
            show(s, style)?;
        }
        Ok(())
    }

    /// A line of moves: played up to the first that is refused, which is named with why.
    fn play_moves(
        &mut self,
        s: &mut dyn DynSession,
        moves: &str,
        style: Style,
        start: Instant,
    ) -> Result<()> {
        let played = s.play_list(moves);
        self.after_move(s, self.elapsed(start));
        match played {
            Ok(_) => show(s, style)?,
            Err(engine::ReplayError::Illegal {
                index,
                text,
                reason,
                ..
            }) => {
                let reason = glyphs::in_text(&i18n::refusal(&*reason), glyphs::ascii());
                if index > 1 {
                    // The moves before it stand: show where they led, and say so.
                    show(s, style)?;
                    let n = index - 1;
                    let said = t!(
                        "line-refused-after",
                        n = n,
                        notation = text,
                        reason = reason
                    );
                    outln!("{said}");
                } else {
                    outln!("{}", t!("line-refused", notation = text, reason = reason));
                }
            }
            Err(e) => {
                let reason = match &e {
                    engine::ReplayError::List(l) => i18n::told(&l.msg()),
                    e => i18n::from_game(&e.to_string()),
                };
                let reason = glyphs::in_text(&reason, glyphs::ascii());
                outln!("{}", t!("line-refused-plain", reason = reason));
            }
        }
        Ok(())
    }
}

/// Says `text` on stderr as a note; a closed stderr is no reason to stop.
fn note(text: &str) {
    let _ = writeln!(std::io::stderr(), "{}", t!("line-note", text = text));
}

/// Says `text` on stderr as an error; a closed stderr is no reason to stop.
fn error(text: &str) {
    let _ = writeln!(std::io::stderr(), "{}", t!("line-error", text = text));
}

/// Whether `e` is standard output closed under us (`| head`).
fn is_closed(e: &anyhow::Error) -> bool {
    e.downcast_ref::<std::io::Error>()
        .is_some_and(|e| e.kind() == ErrorKind::BrokenPipe)
}

fn example(s: &mut dyn DynSession) -> String {
    s.legal_moves()
        .first()
        .cloned()
        .unwrap_or_else(|| "help".into())
}
