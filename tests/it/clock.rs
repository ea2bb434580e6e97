//! Command-line tests of clock.

#[allow(unused_imports)]
use crate::common::*;
