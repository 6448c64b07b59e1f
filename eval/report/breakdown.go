package report

import (
	"fmt"
	"io"
	"sort"
	"strconv"
	"text/tabwriter"

	"github.com/spidereval/spidereval/eval/match"
)

// Group is one value of a breakdown field and its scores.
type Group struct {
	Key      string
	Count    int
	Hardness map[string]int
	Exact    float64 // share of exact matches
	Exec     float64 // share of correct executions
}

// Key returns a record's value for a breakdown field: db_id, turn,
// hardness, agreement (exact match versus execution), or any string field
// of the gold JSON record.
func (r *Record) Key(field string) string {
	switch field {
	case "db_id", "db":
		return r.DBID
	case "turn":
		return TurnBucket(r.Turn)
	case "hardness":
		return r.Hardness
	case "difficulty":
		if r.Difficulty == "" {
			return "(none)"
		}
		return r.Difficulty
	case "(all)":
		return "all"
	case "strict":
		return r.strictKey()
	case "agreement":
		if a := r.Agreement(); a != "" {
			return a
		}
		return "(not both scored)"
	}
	if v, ok := r.Fields[field]; ok {
		return v
	}
	return "(none)"
}

// Breakdown groups scored records by a field, in order of first appearance
// (turn buckets and hardness levels in their natural order).
func Breakdown(records []Record, field string) []Group {
	idx := map[string]int{}
	var groups []Group
	for i := range records {
		r := &records[i]
		if !r.Scored() {
			continue
		}
		k := r.Key(field)
		gi, ok := idx[k]
		if !ok {
			gi = len(groups)
			idx[k] = gi
			groups = append(groups, Group{Key: k, Hardness: map[string]int{}})
		}
		g := &groups[gi]
		g.Count++
		g.Hardness[r.level()]++
		g.Exact += float64(r.Exact)
		if r.Exec != nil {
			g.Exec += float64(*r.Exec)
		}
	}
	for i := range groups {
		groups[i].Exact /= float64(groups[i].Count)
		groups[i].Exec /= float64(groups[i].Count)
	}
	order := map[string]int{}
	for i, t := range Turns {
		order[t] = i
	}
	for i, l := range match.Levels {
		order[l] = i
	}
	for i, a := range Agreements {
		order[a.Key] = i
	}
	if field == "strict" { // right first, flag combinations, wrong and none last
		order[StrictRight], order[StrictWrong], order[StrictNone] = -1, 1, 2
	}
	if field == "turn" || field == "hardness" || field == "agreement" || field == "strict" {
		sort.SliceStable(groups, func(i, j int) bool { return order[groups[i].Key] < order[groups[j].Key] })
	} else if numericKeys(groups) {
		sort.SliceStable(groups, func(i, j int) bool { return numericLess(groups[i].Key, groups[j].Key) })
	}
	return groups
}

// numericKeys tells whether every key but "(none)" is a whole number
// (e.g. a count of sub-sentences): such groups come in numeric order.
func numericKeys(groups []Group) bool {
	n := 0
	for _, g := range groups {
		if g.Key == "(none)" {
			continue
		}
		if _, err := strconv.Atoi(g.Key); err != nil {
			return false
		}
		n++
	}
	return n > 0
}

// numericLess orders whole-number keys, "(none)" last.
func numericLess(a, b string) bool {
	x, errA := strconv.Atoi(a)
	y, errB := strconv.Atoi(b)
	if errA != nil || errB != nil {
		return errA == nil
	}
	return x < y
}

// BirdLevels are BIRD's difficulty classes, the levels of its records.
var BirdLevels = []string{"simple", "moderate", "challenging"}

// level is the record's hardness, or its difficulty for a BIRD record.
func (r *Record) level() string {
	if r.EX != nil {
		return r.Difficulty
	}
	return r.Hardness
}

// levelsOf chooses the level columns: BIRD's difficulties when the groups
// hold BIRD records, else Spider's hardness levels.
func levelsOf(groups []Group) []string {
	for _, g := range groups {
		for _, l := range BirdLevels {
			if g.Hardness[l] > 0 {
				return BirdLevels
			}
		}
	}
	return match.Levels
}

// WriteBreakdown prints groups as an aligned table with hardness counts and shares.
func WriteBreakdown(w io.Writer, field string, groups []Group, etype string) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	levels := levelsOf(groups)
	fmt.Fprintf(tw, "%s\tcount", field)
	for _, l := range levels {
		fmt.Fprintf(tw, "\t%s", l)
	}
	if etype == "all" || etype == "match" {
		fmt.Fprint(tw, "\texact")
	}
	if etype == "all" || etype == "exec" {
		fmt.Fprint(tw, "\texec")
	}
	fmt.Fprintln(tw)
	total := Group{Key: "total", Hardness: map[string]int{}}
	for _, g := range groups {
		writeGroup(tw, g, etype, levels)
		total.Count += g.Count
		total.Exact += g.Exact * float64(g.Count)
		total.Exec += g.Exec * float64(g.Count)
		for k, v := range g.Hardness {
			total.Hardness[k] += v
		}
	}
	if total.Count > 0 && len(groups) > 1 {
		total.Exact /= float64(total.Count)
		total.Exec /= float64(total.Count)
		writeGroup(tw, total, etype, levels)
	}
	tw.Flush()
}

func writeGroup(tw io.Writer, g Group, etype string, levels []string) {
	fmt.Fprintf(tw, "%s\t%d", g.Key, g.Count)
	for _, l := range levels {
		fmt.Fprintf(tw, "\t%d (%.1f%%)", g.Hardness[l], 100*float64(g.Hardness[l])/float64(g.Count))
	}
	if etype == "all" || etype == "match" {
		fmt.Fprintf(tw, "\t%.3f", g.Exact)
	}
	if etype == "all" || etype == "exec" {
		fmt.Fprintf(tw, "\t%.3f", g.Exec)
	}
	fmt.Fprintln(tw)
}

// WriteHeadline prints the multi-turn headline numbers with their names:
// question match (QM) and interaction match (IM), and their execution twins.
func WriteHeadline(w io.Writer, s *Scores, etype string) {
	all, joint := s.Levels["all"], s.Levels["joint_all"]
	if etype == "all" || etype == "match" {
		fmt.Fprintf(w, "question match (QM, exact, all): %.3f    interaction match (IM, exact, joint_all): %.3f\n", all.Exact, joint.Exact)
	}
	if etype == "all" || etype == "exec" {
		fmt.Fprintf(w, "question execution (QX, all): %.3f    interaction execution (IX, joint_all): %.3f\n", all.Exec, joint.Exec)
	}
}

// ExtendedSummary counts the opt-in extended grammar's verdicts.
type ExtendedSummary struct {
	Count, Exact, Official int // scored questions, extended and official exact matches
	Rejected, Lowered, Won int // predictions outside the grammar, lowered, and newly matching
	Kinds                  map[string]int
}

// Extended sums the extended verdicts of scored records.
func Extended(records []Record) ExtendedSummary {
	s := ExtendedSummary{Kinds: map[string]int{}}
	for i := range records {
		r := &records[i]
		if !r.Scored() || r.ExtendedExact == nil {
			continue
		}
		s.Count++
		s.Exact += *r.ExtendedExact
		s.Official += r.Exact
		if !r.PredParsed {
			s.Rejected++
			if r.ExtendedError == "" {
				s.Lowered++
			}
			if *r.ExtendedExact == 1 {
				s.Won++
			}
			for _, k := range r.Extensions {
				s.Kinds[k]++
			}
		}
	}
	return s
}

// WriteExtended prints the opt-in extended exact match, apart from the official table.
func WriteExtended(w io.Writer, records []Record) {
	s := Extended(records)
	if s.Count == 0 {
		return
	}
	fmt.Fprintf(w, "extended exact match (opt-in, not official): %.3f (official %.3f); %d predictions outside the Spider grammar, %d lowered, %d of them match\n",
		float64(s.Exact)/float64(s.Count), float64(s.Official)/float64(s.Count), s.Rejected, s.Lowered, s.Won)
}
