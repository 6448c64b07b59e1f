package blockcache

import (
	"bytes"
	"io"
	"math/rand/v2"
	"sync"
	"testing"
)

// countingReader counts the reads that reach the source.
type countingReader struct {
	r     io.ReaderAt
	mu    sync.Mutex
	calls int
}

func (c *countingReader) ReadAt(p []byte, off int64) (int, error) {
	c.mu.Lock()
	c.calls++
	c.mu.Unlock()
	return c.r.ReadAt(p, off)
}

// TestReadsMatchTheSource: random reads, concurrent and past the end,
// return the source's bytes; page reads within a block reach the source
// once; the cache stays within its bound.
func TestReadsMatchTheSource(t *testing.T) {
	data := make([]byte, 1<<20+123)
	for i := range data {
		data[i] = byte(i * 7 / 5)
	}
	src := &countingReader{r: bytes.NewReader(data)}
	c := New(64<<10, 256<<10)
	r := c.Reader(src, int64(len(data)))

	page := make([]byte, 4096)
	for off := int64(0); off < 64<<10; off += 4096 {
		if n, err := r.ReadAt(page, off); n != 4096 || err != nil || !bytes.Equal(page, data[off:off+4096]) {
			t.Fatalf("page at %d: %d, %v", off, n, err)
		}
	}
	if src.calls != 1 {
		t.Errorf("16 page reads within one block reached the source %d times", src.calls)
	}

	var wg sync.WaitGroup
	for g := range 4 {
		wg.Go(func() {
			rng := rand.New(rand.NewPCG(uint64(g), 1))
			for range 500 {
				off := rng.Int64N(int64(len(data)) + 10)
				buf := make([]byte, rng.IntN(100<<10))
				n, err := r.ReadAt(buf, off)
				want := max(0, min(len(buf), len(data)-int(off)))
				if n != want || (n < len(buf)) != (err == io.EOF) || (n == len(buf) && err != nil) {
					t.Errorf("read %d at %d: %d, %v; want %d", len(buf), off, n, err, want)
					return
				}
				if !bytes.Equal(buf[:n], data[min(off, int64(len(data))):min(off, int64(len(data)))+int64(n)]) {
					t.Errorf("read %d at %d: wrong bytes", len(buf), off)
					return
				}
			}
		})
	}
	wg.Wait()
	if b := c.Bytes(); b > 256<<10 {
		t.Errorf("the cache holds %d bytes, bound 256 KiB", b)
	}
}
