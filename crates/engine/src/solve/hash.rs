//! The hasher of positions and the hash the table keys on.

use std::hash::{Hash, Hasher};

/// A fast 64-bit hasher for positions: multiply-rotate per word and a final avalanche, so
/// the table index and the stored key both see every input bit.
#[derive(Clone, Copy, Debug, Default)]
pub struct PosHasher(u64);

pub(super) const K1: u64 = 0x9E37_79B9_7F4A_7C15;
pub(super) const K2: u64 = 0xC2B2_AE3D_27D4_EB4F;

impl PosHasher {
    #[inline]
    fn mix(&mut self, w: u64) {
        self.0 = (self.0 ^ w)
            .wrapping_mul(K1)
            .rotate_left(29)
            .wrapping_add(K2);
    }
}

impl Hasher for PosHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            let mut w = [0u8; 8];
            w.copy_from_slice(c);
            self.mix(u64::from_le_bytes(w));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            let mut w = [0u8; 8];
            w[..rest.len()].copy_from_slice(rest);
            self.mix(u64::from_le_bytes(w) ^ ((rest.len() as u64) << 59));
        }
    }
    #[inline]
    fn write_u8(&mut self, i: u8) {
        self.mix(u64::from(i) | 0x100);
    }
    #[inline]
    fn write_u16(&mut self, i: u16) {
        self.mix(u64::from(i) | 0x1_0000);
    }
    #[inline]
    fn write_u32(&mut self, i: u32) {
        self.mix(u64::from(i) | 0x1_0000_0000);
    }
    #[inline]
    fn write_u64(&mut self, i: u64) {
        self.mix(i);
    }
    #[inline]
    fn write_usize(&mut self, i: usize) {
        self.mix(i as u64);
    }
    #[inline]
    fn finish(&self) -> u64 {
        // murmur3's fmix64.
        let mut h = self.0;
        h ^= h >> 33;
        h = h.wrapping_mul(0xff51_afd7_ed55_8ccd);
        h ^= h >> 33;
        h = h.wrapping_mul(0xc4ce_b9fe_1a85_ec53);
        h ^ (h >> 33)
    }
}

/// The [`PosHasher`] hash of any hashable value.
pub fn hash_of<T: Hash + ?Sized>(v: &T) -> u64 {
    let mut h = PosHasher::default();
    v.hash(&mut h);
    h.finish()
}
