// Package readat holds the bounds every sized reader of the worker keeps
// in its ReadAt (the block cache, a URL's file, a deflated zip entry), so
// that each writes only how it fills the bytes inside the source.
package readat

import (
	"errors"
	"io"
)

// Within reads len(p) bytes at off from a source of size bytes as
// io.ReaderAt asks: a negative offset is refused (the error starts with
// what, when given), an offset at or past the end answers io.EOF, fill is
// handed the part of p inside the source and its offset, and a read that
// reaches past the end answers io.EOF with the bytes there are.
func Within(what string, p []byte, off, size int64, fill func(q []byte, off int64) (int, error)) (int, error) {
	if off < 0 {
		if what != "" {
			return 0, errors.New(what + ": negative offset")
		}
		return 0, errors.New("negative offset")
	}
	if off >= size {
		return 0, io.EOF
	}
	n, err := fill(p[:min(int64(len(p)), size-off)], off)
	if err != nil {
		return n, err
	}
	if n < len(p) {
		return n, io.EOF
	}
	return n, nil
}
