// Package blockcache reads slow random-access sources (a browser Blob, a
// URL read with range requests) in fixed-size blocks kept in one bounded
// cache shared by every source, so that SQLite's small page reads do not
// each cross into JavaScript or the network.
package blockcache

import (
	"container/list"
	"fmt"
	"io"
	"sync"

	"github.com/spidereval/spidereval/wasm/readat"
)

// Cache holds recently read blocks of every source read through it, least
// recently used dropped first. It is safe for concurrent use.
type Cache struct {
	blockSize int64
	maxBytes  int64

	mu     sync.Mutex
	lru    list.List // of *block, most recent in front
	blocks map[key]*list.Element
	bytes  int64
	nextID uint64
}

type key struct {
	src   uint64
	index int64
}

type block struct {
	key  key
	data []byte
}

// New returns a cache of blockSize-byte blocks holding at most maxBytes.
func New(blockSize int, maxBytes int64) *Cache {
	return &Cache{blockSize: int64(blockSize), maxBytes: maxBytes, blocks: map[key]*list.Element{}}
}

// Bytes is how many bytes the cache holds.
func (c *Cache) Bytes() int64 {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.bytes
}

// Reader returns a reader of r, size bytes long, through the cache. A read
// of a block or more goes to r directly, uncached (text files read whole).
// r must not change while the reader is used.
func (c *Cache) Reader(r io.ReaderAt, size int64) io.ReaderAt {
	c.mu.Lock()
	c.nextID++
	id := c.nextID
	c.mu.Unlock()
	return &reader{c: c, r: r, size: size, id: id}
}

type reader struct {
	c    *Cache
	r    io.ReaderAt
	size int64
	id   uint64
}

// ReadAt implements io.ReaderAt.
func (r *reader) ReadAt(p []byte, off int64) (int, error) {
	return readat.Within("blockcache", p, off, r.size, r.fill)
}

// fill reads q, which lies inside the source, at off: a read of a block
// or more straight from the source, a smaller one through the cache.
func (r *reader) fill(q []byte, off int64) (int, error) {
	if int64(len(q)) >= r.c.blockSize {
		m, err := r.r.ReadAt(q, off)
		if m < len(q) {
			return m, readError(err)
		}
		return m, nil
	}
	n := 0
	for pos, end := off, off+int64(len(q)); pos < end; {
		b, err := r.block(pos / r.c.blockSize)
		if err != nil {
			return n, err
		}
		k := copy(q[n:], b[pos%r.c.blockSize:])
		if k == 0 {
			return n, io.ErrUnexpectedEOF
		}
		n += k
		pos += int64(k)
	}
	return n, nil
}

// readError is the error of a short read that r did not explain.
func readError(err error) error {
	if err == nil || err == io.EOF {
		return io.ErrUnexpectedEOF
	}
	return err
}

// block returns the bytes of block i, read from the source when the cache
// lacks them.
func (r *reader) block(i int64) ([]byte, error) {
	c := r.c
	k := key{r.id, i}
	c.mu.Lock()
	if e, ok := c.blocks[k]; ok {
		c.lru.MoveToFront(e)
		c.mu.Unlock()
		return e.Value.(*block).data, nil
	}
	c.mu.Unlock()
	start := i * c.blockSize
	data := make([]byte, min(c.blockSize, r.size-start))
	if m, err := r.r.ReadAt(data, start); m < len(data) {
		return nil, fmt.Errorf("read bytes %d-%d: %w", start, start+int64(len(data)), readError(err))
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if e, ok := c.blocks[k]; ok { // read meanwhile by another goroutine
		c.lru.MoveToFront(e)
		return e.Value.(*block).data, nil
	}
	c.blocks[k] = c.lru.PushFront(&block{key: k, data: data})
	c.bytes += int64(len(data))
	c.evict()
	return data, nil
}

// Seed holds first as block 0 of r, a reader c.Reader returned, when it is
// that whole block (the first blockSize bytes, or the whole of a smaller
// source): the worker reads the first block of every file of a load at
// once, asynchronously, where reading them one by one as the load asks
// waits for each. It reports whether first was kept.
func (c *Cache) Seed(r io.ReaderAt, first []byte) bool {
	rd, ok := r.(*reader)
	if !ok || rd.c != c || int64(len(first)) != min(c.blockSize, rd.size) || len(first) == 0 {
		return false
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	k := key{rd.id, 0}
	if _, ok := c.blocks[k]; ok {
		return true
	}
	c.blocks[k] = c.lru.PushFront(&block{key: k, data: first})
	c.bytes += int64(len(first))
	c.evict()
	return true
}

// BlockSize is the size of the cache's blocks.
func (c *Cache) BlockSize() int { return int(c.blockSize) }

// evict drops the least recently used blocks while the cache holds more
// than maxBytes (the newest block stays); c.mu is held.
func (c *Cache) evict() {
	for c.bytes > c.maxBytes && c.lru.Len() > 1 {
		old := c.lru.Remove(c.lru.Back()).(*block)
		delete(c.blocks, old.key)
		c.bytes -= int64(len(old.data))
	}
}
