//! Where the expert's lost games of Big Ben are lost: `cargo run --release -p game-big-ben
//! --example big-ben-fatal -- [FROM] [N] [short-piles|second-pass]`.
//!
//! Plays deals FROM..FROM+N with the expert at its default setting (both cores, one deal a
//! thread). For every game it loses, the solver, which sees the stock, finds the last
//! position of the game that can still be won (a won position's predecessor is won, a lost
//! one's successor lost, so halving finds it), and the line tells the move played there,
//! whether the default player would have played it, how many cards the stock still held
//! and what the solver's winning line played instead. A summary counts the moves by kind.
//! A position the solver leaves undecided counts as not won: such games are marked `?`.

use engine::expert::{choose, turn_seed};
use engine::{Deal, ExpertConfig, Game, GameSolver, SolveConfig, Status, Verdict};
use game_big_ben::{BigBen, BigBenMove, BigBenRules, BigBenSolver};
use std::collections::BTreeMap;
use std::sync::Mutex;

const BASE: &str = include_str!("../../../rules/big-ben.toml");
const SHORT_PILES: &str = include_str!("../../../rules/big-ben-short-piles.toml");
const SECOND_PASS: &str = include_str!("../../../rules/big-ben-second-pass.toml");

/// Positions the solver may search to decide one position of a game.
const BUDGET: u64 = 20_000_000;

/// A move's kind, from its notation.
fn kind(text: &str) -> &'static str {
    match text.split_once('-') {
        None => match text {
            "draw" => "draw",
            "fill" => "fill",
            _ => "redeal",
        },
        Some((from, to)) => match (from.starts_with('w'), to.starts_with('f')) {
            (false, true) => "pile to foundation",
            (true, true) => "waste to foundation",
            (false, false) => "pile to pile",
            (true, false) => "waste to pile",
        },
    }
}

/// One lost game: the move that lost it, and what the solver played instead.
struct Fatal {
    seed: u64,
    at: usize,
    played: String,
    default_same: bool,
    stock: usize,
    solver: String,
    sure: bool,
}

fn decide(r: &BigBenRules, g: &BigBen) -> engine::solve::Outcome<BigBenMove> {
    BigBenSolver::solve_position(
        r,
        g,
        SolveConfig {
            budget: BUDGET,
            table_entries: 1 << 22,
        },
    )
}

/// Plays deal `seed` with the expert; `None` when it wins, or when the solver does not
/// show the deal won.
fn fatal(r: &BigBenRules, seed: u64) -> Option<Fatal> {
    let cfg = ExpertConfig::default();
    let d = Deal::from_seed::<BigBen>(r, seed);
    let mut g = BigBen::start(r, &d.cards, d.start_seed());
    // Each position of the game, and the move played from it with whether the default
    // player would have played it too.
    let (mut line, mut played, mut moves) = (vec![g], Vec::new(), Vec::new());
    while g.status(r) == Status::Playing && line.len() < 3_000 {
        moves.clear();
        g.legal_moves(r, &mut moves);
        let a =
            choose::<BigBen, BigBenSolver>(r, &g, &moves, &cfg, turn_seed(seed, line.len() - 1))?;
        played.push((a.mv, g.choose(r, &moves) == Some(a.mv)));
        g.apply(r, a.mv);
        line.push(g);
    }
    if g.status(r) == Status::Won || decide(r, &line[0]).verdict != Verdict::Won {
        return None;
    }
    // line[lo] is won, line[hi] is not.
    let (mut lo, mut hi, mut sure) = (0, line.len() - 1, true);
    while hi - lo > 1 {
        let mid = (lo + hi) / 2;
        match decide(r, &line[mid]).verdict {
            Verdict::Won => lo = mid,
            Verdict::Lost => hi = mid,
            Verdict::Unknown => {
                sure = false;
                hi = mid;
            }
        }
    }
    let p = &line[lo];
    let (mv, default_same) = played[lo];
    let solver = decide(r, p)
        .moves
        .first()
        .map_or_else(String::new, |&m| p.format_move(r, m));
    Some(Fatal {
        seed,
        at: lo,
        played: p.format_move(r, mv),
        default_same,
        stock: p.stock().len(),
        solver,
        sure,
    })
}

fn main() -> std::process::ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let num = |i: usize, d: u64| args.get(i).map_or(Ok(d), |a| a.parse::<u64>());
    let (Ok(from), Ok(n)) = (num(0, 0), num(1, 100)) else {
        eprintln!("error: expected [FROM] [N] [short-piles|second-pass], FROM and N whole numbers");
        return std::process::ExitCode::FAILURE;
    };
    let variant = match args.get(2).map(String::as_str) {
        None => "",
        Some("short-piles") => SHORT_PILES,
        Some("second-pass") => SECOND_PASS,
        Some(other) => {
            eprintln!("error: `{other}`: expected short-piles or second-pass");
            return std::process::ExitCode::FAILURE;
        }
    };
    let r: BigBenRules = match engine::registry::parse_rules_texts(&[BASE, variant]) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("error: {e}");
            return std::process::ExitCode::FAILURE;
        }
    };
    let threads = std::thread::available_parallelism().map_or(1, |t| t.get()) as u64;
    let found = Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for t in 0..threads {
            let (r, found) = (&r, &found);
            s.spawn(move || {
                for seed in (from + t..from + n).step_by(threads as usize) {
                    let f = fatal(r, seed);
                    found
                        .lock()
                        .unwrap_or_else(std::sync::PoisonError::into_inner)
                        .push((seed, f));
                }
            });
        }
    });
    let mut found = found
        .into_inner()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    found.sort_by_key(|(s, _)| *s);
    let lost: Vec<&Fatal> = found.iter().filter_map(|(_, f)| f.as_ref()).collect();
    let mut by_kind: BTreeMap<&str, [usize; 4]> = BTreeMap::new();
    let mut instead: BTreeMap<&str, usize> = BTreeMap::new();
    for f in &lost {
        println!(
            "deal {}{}: move {} `{}` ({}, {}), stock {}; the solver plays `{}`",
            f.seed,
            if f.sure { "" } else { " ?" },
            f.at + 1,
            f.played,
            kind(&f.played),
            if f.default_same {
                "the default player's choice"
            } else {
                "not the default player's choice"
            },
            f.stock,
            f.solver
        );
        let e = by_kind.entry(kind(&f.played)).or_default();
        e[0] += 1;
        e[1] += usize::from(f.default_same);
        e[2] += usize::from(f.stock >= 28);
        e[3] += usize::from(!f.sure);
        *instead.entry(kind(&f.solver)).or_default() += 1;
    }
    println!(
        "\n{} deals from {from}: {} lost by the expert though the solver wins them ({} marked ?)",
        n,
        lost.len(),
        lost.iter().filter(|f| !f.sure).count()
    );
    println!(
        "move that lost the game | games | the default player's choice | stock half full or more | marked ?"
    );
    for (k, [c, d, early, unsure]) in &by_kind {
        println!("{k} | {c} | {d} | {early} | {unsure}");
    }
    println!("the solver's move there instead:");
    for (k, c) in &instead {
        println!("{k} | {c}");
    }
    std::process::ExitCode::SUCCESS
}
