// Package memo keeps the results of pure functions of a string, bounded in
// bytes: what a run computes for every gold and prediction (tokens, a
// rewritten query) is computed again when the same files are scored again.
package memo

import "sync"

// Strings maps strings to results, up to Max bytes in all (as Put is told
// them), forgetting everything at once when full. It is safe for concurrent
// use; the zero value needs Max set.
type Strings[V any] struct {
	Max int64 // bytes kept at most

	mu    sync.Mutex
	m     map[string]V
	bytes int64
}

// Get returns the result kept for key.
func (s *Strings[V]) Get(key string) (V, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	v, ok := s.m[key]
	return v, ok
}

// Put keeps v for key, counting size bytes against Max.
func (s *Strings[V]) Put(key string, v V, size int64) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.m == nil || s.bytes+size > s.Max {
		s.m, s.bytes = map[string]V{}, 0
	}
	s.m[key] = v
	s.bytes += size
}
