//! Command-line tests of big ben.

#[allow(unused_imports)]
use crate::common::*;
