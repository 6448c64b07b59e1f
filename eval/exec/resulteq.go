package exec

import (
	"encoding/binary"
	"slices"
	"sort"
)

// ResultEq reports whether two results denote the same answer, following
// the test-suite evaluator: both empty is equal; row counts and the width of
// the first row must match; a quick check on rows whose cells are sorted by
// Python's str(x)+str(type(x)) (as lists when orderMatters, as sets
// otherwise) must pass; then some permutation of the prediction's columns
// must make the rows equal as lists (orderMatters) or as multisets.
// Rows of uneven width are never equal.
func ResultEq(gold, pred []Row, orderMatters bool) bool {
	if len(gold) == 0 && len(pred) == 0 {
		return true
	}
	if len(gold) != len(pred) {
		return false
	}
	ncol := len(gold[0])
	if len(pred[0]) != ncol || !uniformWidth(gold, ncol) || !uniformWidth(pred, ncol) {
		return false
	}
	if !quickCheck(gold, pred, orderMatters) {
		return false
	}
	g, p := internRows(gold, pred)
	if orderMatters {
		return sameColumnVectors(g, p, ncol)
	}
	return findBagPermutation(g, p, ncol)
}

// keyPrefix is how much of a sort key is built before it is needed whole.
const keyPrefix = 256

func uniformWidth(rows []Row, n int) bool {
	for _, r := range rows {
		if len(r) != n {
			return false
		}
	}
	return true
}

// unorderRow returns the row's canonical values sorted (stably) by the
// reference's str(x)+str(type(x)) key. The keys of long texts and blobs
// are compared by their first keyPrefix bytes, built whole only when
// those tie (a 30 MB blob's key is 86 MB).
func unorderRow(r Row) []canonValue {
	type cell struct {
		key  string
		more bool // key is only the start of the whole key
		v    Value
		c    canonValue
	}
	cells := make([]cell, len(r))
	for i, v := range r {
		cells[i].v, cells[i].c = v, v.canon()
		if len(r) > 1 {
			cells[i].key, cells[i].more = v.sortKeyPrefix(keyPrefix)
		}
	}
	whole := func(c *cell) string {
		if c.more {
			c.key, c.more = c.v.sortKey(), false
		}
		return c.key
	}
	sort.SliceStable(cells, func(i, j int) bool {
		a, b := &cells[i], &cells[j]
		if a.more || b.more {
			m := min(len(a.key), len(b.key))
			if a.key[:m] != b.key[:m] {
				return a.key[:m] < b.key[:m]
			}
			return whole(a) < whole(b)
		}
		return a.key < b.key
	})
	out := make([]canonValue, len(r))
	for i, c := range cells {
		out[i] = c.c
	}
	return out
}

// quickCheck is the reference's necessary condition on rows with sorted
// cells: equal lists when order matters, equal sets otherwise.
func quickCheck(gold, pred []Row, orderMatters bool) bool {
	if orderMatters {
		for i := range gold {
			if !slices.Equal(unorderRow(gold[i]), unorderRow(pred[i])) {
				return false
			}
		}
		return true
	}
	gs := make(map[string]struct{}, len(gold))
	var buf []byte
	for _, r := range gold {
		buf = appendCanonRow(buf[:0], unorderRow(r))
		gs[string(buf)] = struct{}{}
	}
	ps := make(map[string]struct{}, len(gs))
	for _, r := range pred {
		buf = appendCanonRow(buf[:0], unorderRow(r))
		if _, ok := gs[string(buf)]; !ok {
			return false
		}
		ps[string(buf)] = struct{}{}
	}
	return len(ps) == len(gs)
}

func appendCanonRow(b []byte, row []canonValue) []byte {
	for _, c := range row {
		b = c.appendKey(b)
	}
	return b
}

// internRows replaces every value by a small id shared by Python-equal values.
func internRows(gold, pred []Row) (g, p [][]int32) {
	ids := map[canonValue]int32{}
	conv := func(rows []Row) [][]int32 {
		out := make([][]int32, len(rows))
		for i, r := range rows {
			out[i] = make([]int32, len(r))
			for j, v := range r {
				c := v.canon()
				id, ok := ids[c]
				if !ok {
					id = int32(len(ids))
					ids[c] = id
				}
				out[i][j] = id
			}
		}
		return out
	}
	return conv(gold), conv(pred)
}

// columnKey encodes column c of the rows as a string.
func columnKey(rows [][]int32, c int, sorted bool) string {
	col := make([]int32, len(rows))
	for i, r := range rows {
		col[i] = r[c]
	}
	if sorted {
		slices.Sort(col)
	}
	b := make([]byte, 0, 4*len(col))
	for _, v := range col {
		b = binary.LittleEndian.AppendUint32(b, uint32(v))
	}
	return string(b)
}

// sameColumnVectors reports whether some column permutation makes the rows
// equal in order: the two multisets of column vectors must be equal.
func sameColumnVectors(g, p [][]int32, ncol int) bool {
	count := map[string]int{}
	for c := range ncol {
		count[columnKey(g, c, false)]++
	}
	for c := range ncol {
		k := columnKey(p, c, false)
		if count[k] == 0 {
			return false
		}
		count[k]--
	}
	return true
}

// findBagPermutation reports whether some column permutation makes the two
// row multisets equal. It assigns gold columns one at a time, pruning with
// the multiset of partial rows and skipping duplicate prediction columns.
func findBagPermutation(g, p [][]int32, ncol int) bool {
	s := &bagSearch{g: g, p: p, ncol: ncol, used: make([]bool, ncol)}
	s.compat = make([][]bool, ncol)
	goldBags := make([]string, ncol)
	predBags := make([]string, ncol)
	predVecs := map[string]int{}
	s.dupOf = make([]int, ncol)
	for c := range ncol {
		goldBags[c] = columnKey(g, c, true)
		predBags[c] = columnKey(p, c, true)
		v := columnKey(p, c, false)
		if first, ok := predVecs[v]; ok {
			s.dupOf[c] = first
		} else {
			predVecs[v] = c
			s.dupOf[c] = c
		}
	}
	for i := range ncol {
		s.compat[i] = make([]bool, ncol)
		for j := range ncol {
			s.compat[i][j] = goldBags[i] == predBags[j]
		}
	}
	n := len(g)
	return s.assign(0, make([]int32, n), make([]int32, n))
}

type bagSearch struct {
	g, p   [][]int32
	ncol   int
	used   []bool
	compat [][]bool
	dupOf  []int // first prediction column with the same vector
}

func (s *bagSearch) assign(i int, gClass, pClass []int32) bool {
	if i == s.ncol {
		return true
	}
	for j := range s.ncol {
		if s.used[j] || !s.compat[i][j] || s.earlierTwinFree(j) {
			continue
		}
		ng, np, ok := refine(s.g, s.p, gClass, pClass, i, j)
		if !ok {
			continue
		}
		s.used[j] = true
		if s.assign(i+1, ng, np) {
			return true
		}
		s.used[j] = false
	}
	return false
}

// earlierTwinFree reports whether an unused column identical to j comes
// before it: trying j would then repeat an already explored branch.
func (s *bagSearch) earlierTwinFree(j int) bool {
	for k := s.dupOf[j]; k < j; k++ {
		if !s.used[k] && s.dupOf[k] == s.dupOf[j] {
			return true
		}
	}
	return false
}

// refine extends the partial-row classes with gold column gc and prediction
// column pc and checks that both sides have the same class counts.
func refine(g, p [][]int32, gClass, pClass []int32, gc, pc int) (ng, np []int32, ok bool) {
	ids := make(map[uint64]int32, len(g))
	ng = make([]int32, len(g))
	var counts []int
	for r := range g {
		k := uint64(uint32(gClass[r]))<<32 | uint64(uint32(g[r][gc]))
		id, seen := ids[k]
		if !seen {
			id = int32(len(ids))
			ids[k] = id
			counts = append(counts, 0)
		}
		ng[r] = id
		counts[id]++
	}
	np = make([]int32, len(p))
	for r := range p {
		k := uint64(uint32(pClass[r]))<<32 | uint64(uint32(p[r][pc]))
		id, seen := ids[k]
		if !seen || counts[id] == 0 {
			return nil, nil, false
		}
		counts[id]--
		np[r] = id
	}
	return ng, np, true
}
