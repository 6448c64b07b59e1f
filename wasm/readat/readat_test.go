package readat

import (
	"errors"
	"io"
	"testing"
)

// TestWithin reads a ten-byte source at its edges.
func TestWithin(t *testing.T) {
	src := []byte("0123456789")
	fill := func(q []byte, off int64) (int, error) { return copy(q, src[off:]), nil }
	for _, c := range []struct {
		off, len int
		want     string
		err      error
	}{
		{0, 4, "0123", nil},
		{6, 4, "6789", nil},
		{8, 4, "89", io.EOF},
		{10, 1, "", io.EOF},
		{12, 1, "", io.EOF},
	} {
		p := make([]byte, c.len)
		n, err := Within("src", p, int64(c.off), int64(len(src)), fill)
		if string(p[:n]) != c.want || !errors.Is(err, c.err) && err != c.err {
			t.Errorf("%d bytes at %d: %q, %v; want %q, %v", c.len, c.off, p[:n], err, c.want, c.err)
		}
	}
	if _, err := Within("src", make([]byte, 1), -1, 10, fill); err == nil || err.Error() != "src: negative offset" {
		t.Errorf("negative offset: %v", err)
	}
	boom := errors.New("boom")
	if n, err := Within("", make([]byte, 4), 2, 10, func(q []byte, off int64) (int, error) { return 1, boom }); n != 1 || err != boom {
		t.Errorf("a failing fill: %d, %v", n, err)
	}
}
