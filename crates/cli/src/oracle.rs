//! The oracle's hint for both boards: the solver's answer for the position in play, refused
//! when the game is played pure, marking the game assisted once it answers, within a time
//! limit (`$PATIENCE_ORACLE_SECONDS`, else two seconds).

use crate::i18n::t;
use engine::DynSession;
use engine::solve::{Answer, ORACLE_SECONDS, OracleLimit, Thinking};
use std::time::Duration;

/// The environment variable that sets the oracle's time limit, in seconds.
pub const SECONDS_VAR: &str = "PATIENCE_ORACLE_SECONDS";

/// The oracle's limit: `$PATIENCE_ORACLE_SECONDS` when it is a positive number, else the
/// default.
pub fn limit() -> OracleLimit {
    let seconds = std::env::var(SECONDS_VAR)
        .ok()
        .and_then(|v| v.trim().parse::<f64>().ok())
        .filter(|s| s.is_finite() && *s > 0.0)
        .unwrap_or(ORACLE_SECONDS);
    OracleLimit::seconds(seconds)
}

/// Starts the oracle on the position in play, or says why it may not.
pub fn start(s: &dyn DynSession) -> Result<Thinking, String> {
    if s.pure() {
        return Err(t!("oracle-refused-pure"));
    }
    Ok(Thinking::start(s.oracle_task(), limit()))
}

/// The answer in words, and whether the game just became assisted by it (the session is
/// marked so: the save and the history carry the mark).
pub fn answered(s: &mut dyn DynSession, a: &Answer, took: Duration) -> (String, bool) {
    let newly = !s.assisted();
    s.set_assisted(true);
    (text(a, took), newly)
}

/// What the oracle said, in words.
pub fn text(a: &Answer, took: Duration) -> String {
    match a {
        Answer::Won(Some(m)) => t!("oracle-wins", notation = m),
        Answer::Won(None) => t!("oracle-won"),
        Answer::Lost => t!("oracle-lost"),
        Answer::Unknown => t!("oracle-unknown", seconds = seconds(took), var = SECONDS_VAR),
    }
}

/// Seconds, to a tenth (to a thousandth below a tenth, so a short limit does not read 0).
fn seconds(d: Duration) -> String {
    let s = d.as_secs_f64();
    if s < 0.1 {
        format!("{s:.3}")
    } else {
        format!("{s:.1}")
    }
}

/// Line mode's oracle: asks and waits, then the answer and, the first time, that the game is
/// now assisted.
pub fn line_hint(s: &mut dyn DynSession) -> Vec<String> {
    let t = match start(s) {
        Ok(t) => t,
        Err(why) => return vec![why],
    };
    let (started, most) = (std::time::Instant::now(), t.limit().time);
    let a = t.wait();
    let (text, newly) = answered(s, &a, started.elapsed().min(most));
    let mut out = vec![text];
    if newly {
        out.push(t!("oracle-assisted-now"));
    }
    out
}
