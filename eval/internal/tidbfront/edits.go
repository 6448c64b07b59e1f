package tidbfront

import (
	"sort"
	"strings"
)

// Edit replaces src[Start:End] with Text; Start == End inserts.
type Edit struct {
	Start, End int
	Text       string
}

// segment ties a span of rewritten text to the original span it came from.
type segment struct {
	outStart, outEnd   int
	origStart, origEnd int
	verbatim           bool // copied unchanged, so offsets map one to one
}

// Rewritten is SQL text derived from an original by edits, with a position map back.
type Rewritten struct {
	Orig, Text string
	segs       []segment
}

// ApplyEdits builds the rewritten text; overlapping edits after the first are dropped.
func ApplyEdits(src string, edits []Edit) Rewritten {
	sorted := append([]Edit(nil), edits...)
	sort.SliceStable(sorted, func(i, j int) bool { return sorted[i].Start < sorted[j].Start })
	var b strings.Builder
	var segs []segment
	copyOrig := func(from, to int) {
		if from >= to {
			return
		}
		segs = append(segs, segment{b.Len(), b.Len() + to - from, from, to, true})
		b.WriteString(src[from:to])
	}
	pos := 0
	for _, e := range sorted {
		if e.Start < pos {
			continue
		}
		copyOrig(pos, e.Start)
		segs = append(segs, segment{b.Len(), b.Len() + len(e.Text), e.Start, e.End, false})
		b.WriteString(e.Text)
		pos = e.End
	}
	copyOrig(pos, len(src))
	return Rewritten{Orig: src, Text: b.String(), segs: segs}
}

// OrigOffset maps a byte offset of the rewritten text to the original text.
func (r Rewritten) OrigOffset(off int) int {
	if off < 0 {
		return -1
	}
	// Segments are in output order and disjoint: the first ending after off may hold it.
	i := sort.Search(len(r.segs), func(k int) bool { return r.segs[k].outEnd > off })
	if i == len(r.segs) || off < r.segs[i].outStart {
		return len(r.Orig)
	}
	if s := r.segs[i]; s.verbatim {
		return s.origStart + off - s.outStart
	}
	return r.segs[i].origStart
}

// editedTokens marks the tokens an edit replaces or inserts into (not merely beside).
func editedTokens(toks []Token, edits []Edit) map[int]bool {
	touched := map[int]bool{}
	for _, e := range edits {
		// The first token ending after the edit's start; tokens are sorted and disjoint.
		i := sort.Search(len(toks), func(k int) bool { return toks[k].End > e.Start })
		for ; i < len(toks) && toks[i].Start < e.End; i++ {
			touched[i] = true
		}
	}
	return touched
}
