package diagnose

import (
	"sort"
	"strings"
)

// edit replaces src[start:end] with text; start == end inserts.
type edit struct {
	start, end int
	text       string
}

// segment ties a span of rewritten text to the original span it came from.
type segment struct {
	outStart, outEnd   int
	origStart, origEnd int
	verbatim           bool // copied unchanged, so offsets map one to one
}

// rewritten is SQL text derived from an original by edits, with a position map back.
type rewritten struct {
	orig, text string
	segs       []segment
}

// applyEdits builds the rewritten text; overlapping edits after the first are dropped.
func applyEdits(src string, edits []edit) rewritten {
	sorted := append([]edit(nil), edits...)
	sort.SliceStable(sorted, func(i, j int) bool { return sorted[i].start < sorted[j].start })
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
		if e.start < pos {
			continue
		}
		copyOrig(pos, e.start)
		segs = append(segs, segment{b.Len(), b.Len() + len(e.text), e.start, e.end, false})
		b.WriteString(e.text)
		pos = e.end
	}
	copyOrig(pos, len(src))
	return rewritten{orig: src, text: b.String(), segs: segs}
}

// origOffset maps a byte offset of the rewritten text to the original text.
func (r rewritten) origOffset(off int) int {
	if off < 0 {
		return -1
	}
	// Segments are in output order and disjoint: the first ending after off may hold it.
	i := sort.Search(len(r.segs), func(k int) bool { return r.segs[k].outEnd > off })
	if i == len(r.segs) || off < r.segs[i].outStart {
		return len(r.orig)
	}
	if s := r.segs[i]; s.verbatim {
		return s.origStart + off - s.outStart
	}
	return r.segs[i].origStart
}
