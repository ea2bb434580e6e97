//! The table of positions already searched.

use super::hash::K2;

/// The table of positions searched: open addressing on 64-bit keys in cache-line buckets.
/// It starts small and doubles (so a short search pays little to set it up or clear it) up
/// to its limit, the largest power of two of entries within the `max_entries` it was made
/// with; past that, a full bucket has one key overwritten. Public for games that run a
/// search of their own.
#[derive(Debug)]
pub struct Table {
    slots: Vec<u64>,
    bits: u32,
    len: usize,
    max_bits: u32,
}

const TABLE_MIN_BITS: u32 = 14;
const PROBE: usize = 16;

impl Table {
    pub fn new(max_entries: usize) -> Table {
        let max_bits = (usize::BITS - 1 - max_entries.max(1 << TABLE_MIN_BITS).leading_zeros())
            .max(TABLE_MIN_BITS);
        Table {
            slots: vec![0; 1 << TABLE_MIN_BITS],
            bits: TABLE_MIN_BITS,
            len: 0,
            max_bits,
        }
    }

    /// Empties the table (and gives back the memory it grew into).
    pub fn reset(&mut self) {
        if self.bits > TABLE_MIN_BITS {
            // A fresh zeroed allocation is cheaper than clearing a big one.
            self.slots = vec![0; 1 << TABLE_MIN_BITS];
            self.bits = TABLE_MIN_BITS;
        } else {
            self.slots.fill(0);
        }
        self.len = 0;
    }

    #[inline]
    fn home(key: u64, bits: u32) -> usize {
        (key.wrapping_mul(K2) >> (64 - bits)) as usize
    }

    #[inline]
    pub fn contains(&self, key: u64) -> bool {
        let key = key.max(1);
        let mask = (1usize << self.bits) - 1;
        let h = Self::home(key, self.bits);
        (0..PROBE).any(|i| self.slots[(h + i) & mask] == key)
    }

    /// Inserts `key`; false when it was there already.
    #[inline]
    pub fn insert(&mut self, key: u64) -> bool {
        let key = key.max(1);
        let mask = (1usize << self.bits) - 1;
        let h = Self::home(key, self.bits);
        for i in 0..PROBE {
            let s = &mut self.slots[(h + i) & mask];
            if *s == key {
                return false;
            }
            if *s == 0 {
                *s = key;
                self.len += 1;
                if self.len * 4 > self.slots.len() * 3 && self.bits < self.max_bits {
                    self.grow();
                }
                return true;
            }
        }
        if self.bits < self.max_bits {
            self.grow();
            return self.insert(key);
        }
        // A full neighbourhood: forget one position (it may be searched again).
        self.slots[(h + (key as usize >> 7) % PROBE) & mask] = key;
        true
    }

    /// Keys in the table.
    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    fn grow(&mut self) {
        let bits = self.bits + 1;
        let old = std::mem::replace(&mut self.slots, vec![0; 1 << bits]);
        self.bits = bits;
        let mask = (1usize << bits) - 1;
        self.len = 0;
        for key in old.into_iter().filter(|&k| k != 0) {
            let h = Self::home(key, bits);
            // Keys that find no room are forgotten (they may be searched again).
            if let Some(i) = (0..PROBE).find(|&i| self.slots[(h + i) & mask] == 0) {
                self.slots[(h + i) & mask] = key;
                self.len += 1;
            }
        }
    }
}
