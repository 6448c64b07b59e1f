//go:build !unix && !(js && wasm)

package sqlite

// nonBlocking is 0: no FIFOs here (on Windows O_NONBLOCK would open the
// file for overlapped I/O).
const nonBlocking = 0
