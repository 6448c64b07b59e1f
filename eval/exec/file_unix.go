//go:build unix

package exec

import "syscall"

// nonBlocking opens a FIFO without waiting for a writer.
const nonBlocking = syscall.O_NONBLOCK
