//! The stable seeded shuffle behind deal numbers (see `docs/deals.md`).
//!
//! A deal number must give the same deal on every machine, build and version, so nothing
//! here uses a generator or a sampling routine whose output a crate may change: the stream
//! is ChaCha8 (a fixed cipher), keyed with the seed's eight little-endian bytes followed by
//! 24 zero bytes, on stream 0 for the deal; uniform integers use Lemire's multiply-shift
//! with rejection; the shuffle is Fisher–Yates from the last position down.

use rand_chacha::ChaCha8Rng;
use rand_core::{RngCore, SeedableRng};

/// The random stream of one deal number. Stream 0 shuffles the deal; games that shuffle
/// again later (a redeal) use stream 1, 2, … so the deal itself never changes.
#[derive(Clone, Debug)]
pub struct DealRng(ChaCha8Rng);

impl DealRng {
    pub fn new(seed: u64, stream: u64) -> DealRng {
        let mut key = [0u8; 32];
        key[..8].copy_from_slice(&seed.to_le_bytes());
        let mut rng = ChaCha8Rng::from_seed(key);
        rng.set_stream(stream);
        DealRng(rng)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0.next_u64()
    }

    /// A uniform integer in `0..n` (`n > 0`), by Lemire's method with rejection.
    pub fn below(&mut self, n: u64) -> u64 {
        debug_assert!(n > 0);
        let mut m = u128::from(self.next_u64()) * u128::from(n);
        if (m as u64) < n {
            let threshold = n.wrapping_neg() % n;
            while (m as u64) < threshold {
                m = u128::from(self.next_u64()) * u128::from(n);
            }
        }
        (m >> 64) as u64
    }
}

/// Fisher–Yates: for `i` from the last index down to 1, swap `i` with a uniform `j` in `0..=i`.
pub fn shuffle<T>(items: &mut [T], rng: &mut DealRng) {
    for i in (1..items.len()).rev() {
        let j = rng.below(i as u64 + 1) as usize;
        items.swap(i, j);
    }
}

/// `items` shuffled by deal number `seed` (stream 0).
pub fn shuffled<T>(mut items: Vec<T>, seed: u64) -> Vec<T> {
    shuffle(&mut items, &mut DealRng::new(seed, 0));
    items
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::standard_pack;

    #[test]
    fn generator_output_is_pinned() {
        // ChaCha8 keyed with seed 0: if this changes, every deal number changes.
        let mut r = DealRng::new(0, 0);
        let first: Vec<u64> = (0..3).map(|_| r.next_u64()).collect();
        let mut again = DealRng::new(0, 0);
        assert_eq!(first, (0..3).map(|_| again.next_u64()).collect::<Vec<_>>());
        assert_ne!(DealRng::new(1, 0).next_u64(), first[0]);
        assert_ne!(DealRng::new(0, 1).next_u64(), first[0]);
        assert_eq!(
            first, GOLDEN_STREAM,
            "the ChaCha8 stream for seed 0 changed"
        );
    }

    const GOLDEN_STREAM: [u64; 3] = [
        15438444565445410878,
        11647726043916688255,
        4287315583106450476,
    ];

    #[test]
    fn below_is_in_range_and_covers_it() {
        let mut r = DealRng::new(42, 0);
        let mut seen = [false; 7];
        for _ in 0..1000 {
            let x = r.below(7) as usize;
            seen[x] = true;
        }
        assert!(seen.iter().all(|&s| s));
    }

    #[test]
    fn shuffle_is_a_permutation() {
        let p = standard_pack(1);
        let mut s = shuffled(p.clone(), 9);
        assert_ne!(s, p);
        s.sort();
        let mut q = p;
        q.sort();
        assert_eq!(s, q);
    }

    #[test]
    fn first_position_is_roughly_uniform() {
        // Each of 4 items should land first about a quarter of the time.
        let mut counts = [0u32; 4];
        for seed in 0..8000 {
            counts[shuffled(vec![0usize, 1, 2, 3], seed)[0]] += 1;
        }
        for c in counts {
            assert!((1800..2200).contains(&c), "{counts:?}");
        }
    }
}
