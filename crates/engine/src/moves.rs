//! Move lists (`docs/interchange.md`): one move a token, separated by white space or new
//! lines, `#` to the end of a line is a comment.

use crate::game::Playable;

/// One move of a list, with the line it stands on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveToken {
    pub text: String,
    pub line: usize,
}

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "line {line}: `{}` needs an argument after it",
    crate::echo::echo(token)
)]
pub struct MoveListError {
    pub line: usize,
    pub token: String,
}

impl MoveListError {
    /// The error as a message of the engine's catalog.
    pub fn msg(&self) -> crate::Msg {
        crate::Msg::new("engine-needs-argument", self.to_string())
            .arg("line", self.line)
            .arg("token", crate::echo::echo(&self.token))
    }
}

/// Splits a move list into moves. A token the game marks as taking an argument (Clock's
/// `swap`) is joined with the next token.
pub fn parse_move_list<G: Playable>(text: &str) -> Result<Vec<MoveToken>, MoveListError> {
    let mut words = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let code = line.split('#').next().unwrap_or("");
        words.extend(code.split_whitespace().map(|w| (w, i + 1)));
    }
    let mut out = Vec::with_capacity(words.len());
    let mut it = words.into_iter();
    while let Some((w, line)) = it.next() {
        if G::takes_argument(w) {
            let Some((arg, _)) = it.next() else {
                return Err(MoveListError {
                    line,
                    token: w.to_string(),
                });
            };
            out.push(MoveToken {
                text: format!("{w} {arg}"),
                line,
            });
        } else {
            out.push(MoveToken {
                text: w.to_string(),
                line,
            });
        }
    }
    Ok(out)
}

/// Writes moves as a list: one move a line.
pub fn format_move_list(moves: &[String]) -> String {
    let mut s = moves.join("\n");
    s.push('\n');
    s
}

#[cfg(test)]
mod tests {
    use crate::Deal;
    use crate::session::{ReplayError, Session};
    use crate::toy::{Climb, ClimbRules};

    #[test]
    fn fuzz_move_lists() {
        let rules = ClimbRules {
            top: 5,
            waste_max: 2,
        };
        let seeds = vec![
            "d f w\nf f\n".to_string(),
            "# a comment\nd d\nw w w\n".into(),
        ];
        crate::fuzz::run("engine move lists", crate::fuzz::mutated(seeds), |text| {
            for seed in [1, 2] {
                let mut s =
                    Session::<Climb>::new(rules.clone(), Deal::from_seed::<Climb>(&rules, seed));
                match s.play_list(&text) {
                    Ok(n) => proptest::prop_assert_eq!(n, s.history().len()),
                    Err(e) => {
                        let place = match &e {
                            ReplayError::List(l) => format!("line {}", l.line),
                            ReplayError::Illegal { index, .. } => format!("move {index} "),
                        };
                        crate::fuzz::check_refusal(&e.erase().to_string(), &[&place])?;
                    }
                }
            }
            Ok(())
        });
    }
}
