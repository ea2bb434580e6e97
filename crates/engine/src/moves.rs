//! Move lists (`docs/interchange.md`): one move a token, separated by white space or new
//! lines, `#` to the end of a line is a comment.

use crate::game::Game;

/// One move of a list, with the line it stands on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveToken {
    pub text: String,
    pub line: usize,
}

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: `{token}` needs an argument after it")]
pub struct MoveListError {
    pub line: usize,
    pub token: String,
}

/// Splits a move list into moves. A token the game marks as taking an argument (Clock's
/// `swap`) is joined with the next token.
pub fn parse_move_list<G: Game>(text: &str) -> Result<Vec<MoveToken>, MoveListError> {
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
