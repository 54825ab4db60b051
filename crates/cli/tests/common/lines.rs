//! A child process's standard output as a channel of lines, read by a thread of its own, so that a test can
//! wait for a line with a deadline (`recv_timeout`). Included by the tests that talk to `wari engine`.

use std::io::{BufRead, BufReader, Read};
use std::sync::mpsc::{channel, Receiver};
use std::time::Instant;

/// The lines `output` writes, each with the moment it was read, as they come; the channel closes when the
/// output ends.
pub fn lines_of(output: impl Read + Send + 'static) -> Receiver<(Instant, String)> {
    let (tx, rx) = channel();
    std::thread::spawn(move || {
        for line in BufReader::new(output).lines().map_while(Result::ok) {
            if tx.send((Instant::now(), line)).is_err() {
                break;
            }
        }
    });
    rx
}
