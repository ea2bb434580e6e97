//! Distilling the expert into the default player: `cargo xtask tune big-ben --record FILE
//! [--first-seed S] [--deals N]` plays deals with the expert at its settings and writes, for
//! each game, the moves it made and the turns it decided by sampling; `--distil FILE`
//! reads such a file and says where the default player chooses otherwise, and with `--cem
//! STATE` searches for weights under which the default player chooses as the expert did. A
//! tool, not a test.

use crate::player::{Weights, choose_with};
use crate::{BigBen, BigBenMove, BigBenRules, Place};
use engine::expert::{choose, leave_out_returns, turn_seed};
use engine::{Basis, Deal, Game, Player, Status};
use std::collections::HashSet;

/// One expert game: the deal, the index of each move it made among the position's legal
/// moves, and the turns it decided by sampling the stock (the rest were safe, forced or
/// solved).
pub(crate) struct Record {
    pub seed: u64,
    pub path: Vec<u16>,
    pub sampled: Vec<u32>,
    pub won: bool,
}

impl Record {
    /// `seed won i,i,… t,t,…` on one line.
    pub fn line(&self) -> String {
        let join = |v: Vec<String>| v.join(",");
        format!(
            "{} {} {} {}",
            self.seed,
            u8::from(self.won),
            join(self.path.iter().map(u16::to_string).collect()),
            join(self.sampled.iter().map(u32::to_string).collect())
        )
    }

    /// Reads [`Record::line`]'s form (a game with no sampled turn may end after its moves).
    pub fn parse(line: &str) -> Result<Record, String> {
        let f: Vec<&str> = line.split(' ').collect();
        let list = |s: &str| -> Result<Vec<u32>, String> {
            s.split(',')
                .filter(|x| !x.is_empty())
                .map(|x| x.parse().map_err(|_| format!("`{x}` is not a number")))
                .collect()
        };
        let [seed, won, path, rest @ ..] = f.as_slice() else {
            return Err("expected `seed won moves sampled`".into());
        };
        let sampled = match rest {
            [] => Vec::new(),
            [s] => list(s)?,
            _ => return Err("expected `seed won moves sampled`".into()),
        };
        Ok(Record {
            seed: seed
                .parse()
                .map_err(|_| format!("`{seed}` is not a deal"))?,
            won: *won == "1",
            path: list(path)?.into_iter().map(|x| x as u16).collect(),
            sampled,
        })
    }
}

/// Plays deal `seed` with the expert at its settings, as `stats --player expert` does, up to
/// the point where nothing is hidden and the solver's line is followed.
pub(crate) fn record(r: &BigBenRules, seed: u64) -> Record {
    let cfg = BigBen::expert_settings(r);
    let d = Deal::from_seed::<BigBen>(r, seed);
    let mut g = BigBen::start(r, &d.cards, d.start_seed());
    let mut seen = HashSet::from([g]);
    let (mut all, mut moves) = (Vec::new(), Vec::new());
    let mut rec = Record {
        seed,
        path: Vec::new(),
        sampled: Vec::new(),
        won: false,
    };
    let mut n = 0;
    loop {
        match g.status(r) {
            Status::Won => {
                rec.won = true;
                break;
            }
            Status::Lost(_) => break,
            Status::Playing if n >= 3_000 => break,
            Status::Playing => {}
        }
        all.clear();
        g.legal_moves(r, &mut all);
        moves.clone_from(&all);
        leave_out_returns(r, &g, &mut moves, |next| seen.contains(next));
        let Some(a) =
            choose::<BigBen, engine::TunedSearch>(r, &g, &moves, &cfg, turn_seed(seed, n))
        else {
            break;
        };
        if a.basis == Basis::Solved {
            // Nothing is hidden any more: the rest is the solver's line.
            rec.won = true;
            break;
        }
        if matches!(a.basis, Basis::Sampled { .. } | Basis::Checked { .. }) {
            rec.sampled.push(n as u32);
        }
        let i = all.iter().position(|&m| m == a.mv).expect("a legal move");
        rec.path.push(i as u16);
        g.apply(r, a.mv);
        seen.insert(g);
        n += 1;
    }
    rec
}

/// A decision of the expert: the position, the moves it chose among, and where its choice
/// led.
pub(crate) struct Decision {
    pub g: BigBen,
    pub moves: Vec<BigBenMove>,
    pub chosen: BigBen,
    pub mv: BigBenMove,
}

/// The sampled decisions of `recs`, replayed.
pub(crate) fn decisions(r: &BigBenRules, recs: &[Record]) -> Result<Vec<Decision>, String> {
    let mut out = Vec::new();
    for rec in recs {
        let d = Deal::from_seed::<BigBen>(r, rec.seed);
        let mut g = BigBen::start(r, &d.cards, d.start_seed());
        let mut seen = HashSet::from([g]);
        let mut all = Vec::new();
        let mut sampled = rec.sampled.iter().peekable();
        for (n, &i) in rec.path.iter().enumerate() {
            all.clear();
            g.legal_moves(r, &mut all);
            let &mv = all
                .get(i as usize)
                .ok_or_else(|| format!("deal {}: move {n} is not legal", rec.seed))?;
            if sampled.next_if(|&&t| t as usize == n).is_some() {
                let mut moves = all.clone();
                leave_out_returns(r, &g, &mut moves, |next| seen.contains(next));
                let mut chosen = g;
                chosen.apply(r, mv);
                out.push(Decision {
                    g,
                    moves,
                    chosen,
                    mv,
                });
            }
            g.apply(r, mv);
            seen.insert(g);
        }
    }
    Ok(out)
}

/// What kind of move `m` is, for the table of disagreements.
pub(crate) fn kind(m: BigBenMove) -> &'static str {
    match m {
        BigBenMove::Card {
            to: Place::Foundation(_),
            ..
        } => "home",
        BigBenMove::Card {
            from: Place::Waste, ..
        } => "waste-build",
        BigBenMove::Card { .. } => "build",
        BigBenMove::Fill => "fill",
        BigBenMove::Draw => "draw",
        BigBenMove::Redeal => "redeal",
    }
}

/// Where a move home comes from: the waste, a pile it leaves short while the stock has
/// cards (the next fill then lands there), a longer pile, or any pile once the stock is out.
pub(crate) fn home_context(r: &BigBenRules, g: &BigBen, m: BigBenMove) -> &'static str {
    let BigBenMove::Card { from, .. } = m else {
        return "?";
    };
    match from {
        Place::Waste => "waste",
        Place::Tableau(t) => {
            let len = g.tableau[t as usize].len();
            match (g.stock.is_empty(), len <= r.size()) {
                (true, _) => "stock out",
                (false, true) => "makes a gap",
                (false, false) => "long pile",
            }
        }
        _ => "?",
    }
}

/// Whether the default player under `w` makes the expert's choice at `d` (the same
/// position after it).
pub(crate) fn agrees(r: &BigBenRules, d: &Decision, w: &Weights) -> bool {
    choose_with(&d.g, r, &d.moves, w).is_some_and(|m| leads_to_choice(r, d, m))
}

/// Whether move `m` at `d` leads where the expert's choice did.
pub(crate) fn leads_to_choice(r: &BigBenRules, d: &Decision, m: BigBenMove) -> bool {
    let mut n = d.g;
    n.apply(r, m);
    n == d.chosen
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A record survives its line, and the replay finds the expert's decisions again where
    /// the record says it sampled.
    #[test]
    fn a_record_reads_back_and_replays() {
        let r = crate::tests::rules();
        let d = Deal::from_seed::<BigBen>(&r, 5);
        let mut g = BigBen::start(&r, &d.cards, d.start_seed());
        // Three default moves, the second and third marked as sampled.
        let mut path = Vec::new();
        let mut all = Vec::new();
        for _ in 0..3 {
            all.clear();
            g.legal_moves(&r, &mut all);
            let m = g.choose(&r, &all).expect("a move");
            path.push(all.iter().position(|&x| x == m).unwrap() as u16);
            g.apply(&r, m);
        }
        let rec = Record {
            seed: 5,
            path,
            sampled: vec![1, 2],
            won: false,
        };
        let back = Record::parse(&rec.line()).expect("its own line");
        assert_eq!(
            (back.seed, &back.path, &back.sampled),
            (5, &rec.path, &rec.sampled)
        );
        let ds = decisions(&r, &[back]).expect("a legal path");
        assert_eq!(ds.len(), 2);
        assert_eq!(
            ds[1].chosen, g,
            "the last decision leads to the end position"
        );
        // The default player made these moves, so it agrees with them.
        assert!(ds.iter().all(|d| agrees(&r, d, &crate::player::WEIGHTS)));
        assert!(Record::parse("5 0 1,x").is_err());
        assert!(Record::parse("nonsense").is_err());
        // A search with nothing to agree with is refused, not a panic.
        let args: Vec<String> = ["--distil", "r.txt", "--cem", "s.json"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        let err = crate::tuning::run(
            &args,
            &|p: &str| Ok((p == "r.txt").then(|| "5 0 1,2\n".to_string())),
            &|_: &str, _: &str| Ok(()),
            &mut |_: &str| {},
        );
        assert!(err.is_err_and(|e| e.contains("no sampled decision")));
        assert!(Record::parse("5 0 1,2 1 extra").is_err());
        assert_eq!(
            Record::parse("5 1 1,2").expect("no sampled turn").sampled,
            [0u32; 0]
        );
    }
}
