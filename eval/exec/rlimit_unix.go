//go:build unix && !(js && wasm)

package exec

import "syscall"

// addressLimit is the process's address-space limit (ulimit -v) in
// bytes, or 0 when there is none.
func addressLimit() int64 {
	var r syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_AS, &r); err != nil || r.Cur >= 1<<62 { // unlimited
		return 0
	}
	return int64(r.Cur)
}
