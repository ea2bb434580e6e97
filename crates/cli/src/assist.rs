//! The help a player asks for, told alike in line mode and on the board: what `auto` played
//! and the expert's hint. (The oracle's hint, which looks at the hidden cards, is
//! [`crate::oracle`].)

use crate::glyphs;
use crate::i18n::{self, t};
use engine::{AutoMove, DynSession};

/// What `auto` played, in one line: the moves with why, moves played for the same reason
/// one after another told together, the first few of a long run.
pub fn auto_told(played: &[AutoMove], ascii: bool) -> String {
    if played.is_empty() {
        return t!("auto-nothing");
    }
    let mut groups: Vec<(&engine::Msg, Vec<&str>)> = Vec::new();
    for m in played {
        match groups.last_mut() {
            Some((why, moves)) if **why == m.why => moves.push(&m.text),
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
            format!("{list} ({})", glyphs::in_text(&i18n::told(why), ascii))
        })
        .collect();
    let more = if groups.len() > 3 { "; …" } else { "" };
    t!(
        "auto-played",
        n = played.len(),
        moves = format!("{}{more}", told.join("; "))
    )
}

/// The expert's hint for the position in play: the move it would make, if any, and the hint
/// in words (the move and why, or that it has none).
pub fn hint(s: &mut dyn DynSession) -> (Option<String>, String) {
    let settings = s.expert_settings();
    match s.expert_hint(&settings) {
        Some((m, why)) => {
            let text = t!("hint", notation = &m, why = i18n::told(&why));
            (Some(m), text)
        }
        None => (None, t!("no-hint")),
    }
}

/// [`hint`] for line mode: while the expert works, a thinking mark on the terminal (on
/// standard error, and only when that is a terminal, so transcripts stay clean), wiped once
/// the answer is there.
pub fn hint_marked(s: &mut dyn DynSession) -> (Option<String>, String) {
    use std::io::{IsTerminal, Write};
    let mut err = std::io::stderr();
    let marked = err.is_terminal();
    if marked {
        let _ = write!(err, "{}", t!("hint-thinking"));
        let _ = err.flush();
    }
    let answer = hint(s);
    if marked {
        let _ = write!(err, "\r\x1b[K");
        let _ = err.flush();
    }
    answer
}
