//! Command-line tests of sir tommy.

#[allow(unused_imports)]
use crate::common::*;
