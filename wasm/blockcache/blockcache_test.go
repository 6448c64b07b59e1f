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

// TestSeed: a first block read ahead serves a file's first bytes and, for
// a file of one block, the whole file, without reaching the source; a
// block of the wrong length, or for another cache's reader, is refused.
func TestSeed(t *testing.T) {
	c := New(64<<10, 256<<10)
	small := []byte("SELECT 1\tdb\nSELECT 2\tdb\n")
	src := &countingReader{r: bytes.NewReader(small)}
	r := c.Reader(src, int64(len(small)))
	if !c.Seed(r, bytes.Clone(small)) {
		t.Fatal("the whole of a small file was refused")
	}
	buf := make([]byte, len(small))
	if n, err := r.ReadAt(buf, 0); n != len(small) || err != nil || !bytes.Equal(buf, small) || src.calls != 0 {
		t.Errorf("whole read: %q, %v, %d reads of the source", buf[:n], err, src.calls)
	}
	big := make([]byte, 200<<10)
	for i := range big {
		big[i] = byte(i)
	}
	bsrc := &countingReader{r: bytes.NewReader(big)}
	br := c.Reader(bsrc, int64(len(big)))
	if c.Seed(br, big[:100]) || New(64<<10, 1<<20).Seed(br, big[:64<<10]) || c.Seed(bsrc, big[:64<<10]) {
		t.Error("a part of a block, another cache's reader or a source was kept")
	}
	if !c.Seed(br, bytes.Clone(big[:64<<10])) {
		t.Fatal("the first block was refused")
	}
	head := make([]byte, 100)
	if n, err := br.ReadAt(head, 0); n != 100 || err != nil || !bytes.Equal(head, big[:100]) || bsrc.calls != 0 {
		t.Errorf("head read: %v, %d reads of the source", err, bsrc.calls)
	}
	if n, err := br.ReadAt(head, 64<<10); n != 100 || err != nil || !bytes.Equal(head, big[64<<10:64<<10+100]) || bsrc.calls != 1 {
		t.Errorf("a read past the first block: %v, %d reads of the source", err, bsrc.calls)
	}
}
