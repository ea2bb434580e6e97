//! Where the expert's lost games of Big Ben are lost: `cargo run --release -p game-big-ben
//! --example big-ben-fatal -- [FROM] [N] [short-piles|second-pass] [--samples K]`.
//!
//! Plays deals FROM..FROM+N with the expert at its default setting (both cores, one deal a
//! thread). For every game it loses, the solver, which sees the stock, finds the last
//! position of the game that can still be won (a won position's predecessor is won, a lost
//! one's successor lost, so halving finds it), and the line tells the move played there,
//! whether the default player would have played it, how many cards the stock still held
//! and what the solver's winning line played instead. A summary counts the moves by kind.
//! A position the solver leaves undecided counts as not won: such games are marked `?`.
//!
//! With `--samples K`, each losing position is also judged as the expert must judge it,
//! without the stock: the unseen cards are dealt at random K times (`Hidden::redeal_hidden`),
//! and on each deal the solver decides the game after the move played and after the
//! solver's move. If the solver's move wins on clearly more of those deals, the move played
//! was a mistake a player who cannot see the stock could have seen. If not, the samples do
//! not show one: the solver sees each sampled deal whole, so it may win after a move that a
//! player without the stock's order could not carry through. On the same deals the default
//! player plays each of the two moves out, as the expert judges a move: the line tells how
//! many of those playouts won and the cards they brought home.

use engine::Board;
use engine::expert::{choose, solver_verdict, turn_seed};
use engine::{Deal, ExpertConfig, Game, GameSolver, SolveConfig, Status, Verdict};
use engine::{Hidden, Notation, Player};
use game_big_ben::{BigBen, BigBenMove, BigBenRules, BigBenSolver};
use std::collections::BTreeMap;
use std::sync::Mutex;

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

/// Positions the solver may search on one random deal of the unseen cards.
const SAMPLE_BUDGET: u64 = 2_000_000;

/// One move judged over random deals of the unseen cards: won and undecided by the
/// solver; won by a playout of the default player, and the cards its playouts brought
/// home (what the expert judges by).
#[derive(Clone, Copy, Default)]
struct Judged {
    won: u32,
    unknown: u32,
    playout_won: u32,
    playout_home: u32,
}

/// Both moves over the same random deals of the unseen cards, and the deals on which
/// exactly one of them wins: (the solver's move only, the move played only).
#[derive(Clone, Copy, Default)]
struct Sampled {
    played: Judged,
    solver: Judged,
    apart: (u32, u32),
}

impl Sampled {
    /// The solver's move wins on more deals than the move played by more than twice the
    /// standard deviation of a fair coin over the deals where they differ (a sign test).
    fn clear(&self) -> bool {
        let (a, b) = (f64::from(self.apart.0), f64::from(self.apart.1));
        a - b > 2.0 * (a + b).sqrt()
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
    sampled: Option<Sampled>,
}

fn decide(r: &BigBenRules, g: &BigBen) -> engine::solve::Outcome<BigBenMove> {
    BigBenSolver::solve_position(
        r,
        g,
        SolveConfig {
            budget: BUDGET,
            table_entries: 1 << 22,
            threads: 1,
        },
    )
}

/// Whether `g` can be won, the solver searching up to `SAMPLE_BUDGET` positions.
fn verdict(r: &BigBenRules, g: &BigBen) -> Verdict {
    let cfg = SolveConfig {
        budget: SAMPLE_BUDGET,
        table_entries: 1 << 22,
        threads: 1,
    };
    solver_verdict(r, g, cfg, BigBenSolver::solve_position)
}

/// Moves `played` and `solver` from `p`, each on the same `k` random deals of the cards
/// the player cannot see.
fn sample(
    r: &BigBenRules,
    p: &BigBen,
    played: BigBenMove,
    solver: BigBenMove,
    k: u32,
    seed: u64,
) -> Sampled {
    let mut rng = cards::DealRng::new(seed, 0x0066_6174_616c);
    let mut out = Sampled::default();
    for _ in 0..k {
        let Some(d) = p.redeal_hidden(r, &mut rng) else {
            break;
        };
        let mut won = [false; 2];
        for (i, (m, j)) in [(played, &mut out.played), (solver, &mut out.solver)]
            .into_iter()
            .enumerate()
        {
            let mut t = d;
            t.apply(r, m);
            let mut p = t;
            j.playout_won += u32::from(p.play_out(r, &mut Vec::new(), engine::sim::MOVE_LIMIT).0);
            j.playout_home += engine::expert::home_cards(&p.view(r)) as u32;
            match verdict(r, &t) {
                Verdict::Won => {
                    j.won += 1;
                    won[i] = true;
                }
                Verdict::Unknown => j.unknown += 1,
                Verdict::Lost => {}
            }
        }
        match won {
            [false, true] => out.apart.0 += 1,
            [true, false] => out.apart.1 += 1,
            _ => {}
        }
    }
    out
}

/// Plays deal `seed` with the expert; `None` when it wins, or when the solver does not
/// show the deal won.
fn fatal(r: &BigBenRules, seed: u64, samples: u32) -> Option<Fatal> {
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
    let best = decide(r, p).moves.first().copied();
    let solver = best.map_or_else(String::new, |m| p.format_move(r, m));
    let sampled = best
        .filter(|_| samples > 0)
        .map(|b| sample(r, p, mv, b, samples, seed));
    Some(Fatal {
        seed,
        at: lo,
        played: p.format_move(r, mv),
        default_same,
        stock: p.stock().len(),
        solver,
        sure,
        sampled,
    })
}

/// What the command line asks: the deals `from..from + n`, under `rules`, each lost move
/// tried on `samples` random deals of the unseen cards.
struct Request {
    from: u64,
    n: u64,
    samples: u32,
    rules: BigBenRules,
}

fn main() -> std::process::ExitCode {
    let req = match request() {
        Ok(req) => req,
        Err(e) => {
            eprintln!("error: {e}");
            return std::process::ExitCode::FAILURE;
        }
    };
    let found = find_all(&req);
    let lost: Vec<&Fatal> = found.iter().filter_map(|(_, f)| f.as_ref()).collect();
    for f in &lost {
        print_deal(f, req.samples);
    }
    print_summary(&lost, &req);
    std::process::ExitCode::SUCCESS
}

/// Reads `[--samples K] [FROM] [N] [short-piles|second-pass]`.
fn request() -> Result<Request, String> {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let samples = match args.iter().position(|a| a == "--samples") {
        None => 0,
        Some(i) => match args.get(i + 1).map(|k| k.parse::<u32>()) {
            Some(Ok(k)) => {
                args.drain(i..i + 2);
                k
            }
            _ => return Err("--samples expects a whole number of random deals".into()),
        },
    };
    let num = |i: usize, d: u64| args.get(i).map_or(Ok(d), |a| a.parse::<u64>());
    let (Ok(from), Ok(n)) = (num(0, 0), num(1, 100)) else {
        return Err(
            "expected [FROM] [N] [short-piles|second-pass], FROM and N whole numbers".into(),
        );
    };
    let variant = match args.get(2).map(String::as_str) {
        None => "",
        Some(v @ ("short-piles" | "second-pass")) => game_big_ben::RULES
            .over(&format!("big-ben-{v}"))
            .expect("a variant file of Big Ben"),
        Some(other) => return Err(format!("`{other}`: expected short-piles or second-pass")),
    };
    let rules: BigBenRules = game_big_ben::RULES
        .with(variant)
        .map_err(|e| e.to_string())?;
    Ok(Request {
        from,
        n,
        samples,
        rules,
    })
}

/// The fatal move of each deal asked for, on every core, in the order of the deals.
fn find_all(req: &Request) -> Vec<(u64, Option<Fatal>)> {
    let Request {
        from,
        n,
        samples,
        ref rules,
    } = *req;
    let threads = std::thread::available_parallelism().map_or(1, |t| t.get()) as u64;
    let found = Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for t in 0..threads {
            let found = &found;
            s.spawn(move || {
                for seed in (from + t..from + n).step_by(threads as usize) {
                    let f = fatal(rules, seed, samples);
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
    found
}

/// One lost deal: the move that lost it, and with samples how it fares on random deals.
fn print_deal(f: &Fatal, samples: u32) {
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
    if let Some(s) = &f.sampled {
        println!(
            "  over {samples} random deals of the unseen cards: the move played wins {} ({} undecided), \
             the solver's move {} ({} undecided); only the solver's move wins {}, only the move played {}{}",
            s.played.won,
            s.played.unknown,
            s.solver.won,
            s.solver.unknown,
            s.apart.0,
            s.apart.1,
            if s.clear() { ": told apart" } else { "" }
        );
        println!(
            "  playouts of the default player on the same deals: the move played wins {} \
             (mean {:.1} cards home), the solver's move {} ({:.1})",
            s.played.playout_won,
            f64::from(s.played.playout_home) / f64::from(samples),
            s.solver.playout_won,
            f64::from(s.solver.playout_home) / f64::from(samples),
        );
    }
}

/// The lost deals counted by the kind of move that lost them, and over the samples.
fn print_summary(lost: &[&Fatal], req: &Request) {
    let (from, n, samples) = (req.from, req.n, req.samples);
    let mut by_kind: BTreeMap<&str, [usize; 4]> = BTreeMap::new();
    let mut instead: BTreeMap<&str, usize> = BTreeMap::new();
    for f in lost {
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
    if samples > 0 {
        let s: Vec<&Sampled> = lost.iter().filter_map(|f| f.sampled.as_ref()).collect();
        let total = |f: fn(&Sampled) -> u32| s.iter().map(|x| f(x)).sum::<u32>();
        println!(
            "over {samples} random deals of the unseen cards at each of {} losing positions: \
             the move played won {} ({} undecided), the solver's move {} ({} undecided); \
             the solver's move clearly ahead (sign test, two standard deviations) at {}",
            s.len(),
            total(|x| x.played.won),
            total(|x| x.played.unknown),
            total(|x| x.solver.won),
            total(|x| x.solver.unknown),
            s.iter().filter(|x| x.clear()).count()
        );
        let ahead = s
            .iter()
            .filter(|x| {
                (x.solver.playout_won, x.solver.playout_home)
                    > (x.played.playout_won, x.played.playout_home)
            })
            .count();
        println!(
            "playouts of the default player on the same deals: the move played won {} of {} \
             (mean {:.1} cards home), the solver's move {} ({:.1}); the solver's move ahead \
             (more playouts won, or as many and more cards home) at {} of {}",
            total(|x| x.played.playout_won),
            s.len() as u32 * samples,
            f64::from(total(|x| x.played.playout_home)) / f64::from(s.len() as u32 * samples),
            total(|x| x.solver.playout_won),
            f64::from(total(|x| x.solver.playout_home)) / f64::from(s.len() as u32 * samples),
            ahead,
            s.len()
        );
    }
}
