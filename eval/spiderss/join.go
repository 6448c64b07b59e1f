package spiderss

import "fmt"

// Question is one gold question to annotate.
type Question struct {
	DBID string
	Text string
}

// How a question was joined to its annotation.
const (
	ByMD5      = "md5"      // the md5 of the tokenised question and the db_id agree
	ByPosition = "position" // same position and db_id in a gold of the annotation file's length; the text was repaired by the annotators' pipeline
)

// SubSentence is a run of a question's words and what they ask for.
type SubSentence struct {
	Text    string   `json:"text"`
	Clauses []Clause `json:"clauses"`
}

// Split is one question's annotation.
type Split struct {
	RID          int           `json:"rid"`
	By           string        `json:"by"`
	NatSQL       string        `json:"natsql"`
	SubSentences []SubSentence `json:"sub_sentences"`
	// Approximate: the question's tokens and the annotation's differ in
	// number, so the sub-sentence boundaries are placed proportionally.
	Approximate bool `json:"approximate,omitempty"`
}

// Joined is the result of joining annotations to a gold's questions.
type Joined struct {
	Splits     []*Split // one per question, nil when none
	ByMD5      int
	ByPosition int
	// Unmatched lists the annotations no question took (by rid); Failed
	// the questions whose annotation could not be read, with the cause.
	Unmatched []int
	Failed    []string
}

// Matched is how many questions got an annotation.
func (j *Joined) Matched() int { return j.ByMD5 + j.ByPosition }

// Summary is one line for the CLI's stderr.
func (j *Joined) Summary(questions int) string {
	s := fmt.Sprintf("spider-ss: %d of %d questions annotated (%d by question md5, %d by position and db_id)", j.Matched(), questions, j.ByMD5, j.ByPosition)
	if len(j.Unmatched) > 0 {
		s += fmt.Sprintf("; %d annotations matched no question", len(j.Unmatched))
	}
	return s
}

// Join gives each question its annotation: by the md5 of its tokenised
// text and its db_id; then, when the gold has as many questions as the
// file has annotations, by position (the annotation's rid) and db_id.
// columns names NatSQL's column numbers per database (nil: GROUP BY
// pieces stay unnamed).
func Join(anns []Annotation, questions []Question, columns func(db string) []string) *Joined {
	j := &Joined{Splits: make([]*Split, len(questions))}
	byKey := map[string][]int{}
	for i := range anns {
		k := anns[i].QuestionMD5 + "\x00" + anns[i].DBID
		byKey[k] = append(byKey[k], i)
	}
	used := make([]bool, len(anns))
	take := func(qi, ai int, by string) {
		used[ai] = true
		s, err := anns[ai].Split(questions[qi].Text, columns)
		if err != nil {
			j.Failed = append(j.Failed, fmt.Sprintf("question %d (rid %d): %v", qi, anns[ai].RID, err))
			return
		}
		s.By = by
		j.Splits[qi] = s
		if by == ByMD5 {
			j.ByMD5++
		} else {
			j.ByPosition++
		}
	}
	for qi, q := range questions {
		if q.Text == "" {
			continue
		}
		k := QuestionMD5(Tokenize(q.Text)) + "\x00" + q.DBID
		for _, ai := range byKey[k] {
			if !used[ai] {
				take(qi, ai, ByMD5)
				break
			}
		}
	}
	if len(questions) == len(anns) {
		for ai := range anns {
			qi := anns[ai].RID
			if used[ai] || qi < 0 || qi >= len(questions) || j.Splits[qi] != nil || questions[qi].DBID != anns[ai].DBID {
				continue
			}
			take(qi, ai, ByPosition)
		}
	}
	for ai := range anns {
		if !used[ai] {
			j.Unmatched = append(j.Unmatched, anns[ai].RID)
		}
	}
	return j
}

// Split cuts a question into the annotation's sub-sentences, each with
// its clauses.
func (a *Annotation) Split(question string, columns func(db string) []string) (*Split, error) {
	var cols []string
	if columns != nil {
		cols = columns(a.DBID)
	}
	pieces := a.pieces(cols)
	spans := tokenSpans(question)
	toks := make([]string, len(spans))
	for i, sp := range spans {
		toks[i] = question[sp.from:sp.to]
	}
	n, m := len(toks), len(a.QuestionType)
	if m == 0 {
		return nil, fmt.Errorf("empty question_type")
	}
	// tokenAt maps an annotation token to one of the question's.
	tokenAt := func(i int) int {
		if n == m {
			return i
		}
		return i * n / m
	}
	var starts []int
	last := -1
	for i, t := range a.QuestionType {
		afterStop := i > 0 && n > 0 && (toks[tokenAt(i-1)] == "." || toks[tokenAt(i-1)] == "?")
		if i == 0 || t != last || (afterStop && t <= 1) {
			starts = append(starts, i)
		}
		last = t
	}
	if len(starts) != len(a.MatchLink) {
		return nil, fmt.Errorf("%d sub-sentences but %d match_link entries", len(starts), len(a.MatchLink))
	}
	s := &Split{RID: a.RID, NatSQL: a.NatSQL, Approximate: n != m}
	for k, from := range starts {
		to := m
		if k+1 < len(starts) {
			to = starts[k+1]
		}
		lo, hi := tokenAt(from), tokenAt(to)
		if to == m {
			hi = n
		}
		cs, err := a.clauses(a.MatchLink[k], pieces)
		if err != nil {
			return nil, fmt.Errorf("sub-sentence %d: %w", k, err)
		}
		text := ""
		if lo < hi {
			text = question[spans[lo].from:spans[hi-1].to]
		}
		s.SubSentences = append(s.SubSentences, SubSentence{Text: text, Clauses: cs})
	}
	return s, nil
}
