package spiderss

import (
	"bytes"
	"encoding/json"
	"fmt"
)

// Annotation is one record of a Spider-SS file.
type Annotation struct {
	RID          int
	DBID         string
	QuestionMD5  string
	QuestionType []int
	// MatchLink has one list of links per sub-sentence.
	MatchLink [][]Link
	NatSQL    string
	shape     shape
}

// Link is one entry of a sub-sentence's match_link.
type Link struct {
	Piece        int    // index of a clause piece, or -1 (see Literal and NotMentioned)
	Literal      string // a clause written out by the annotators
	NotMentioned bool   // the previous piece's column is not named by the words
}

// shape is what the reader keeps of the NatSQL structure: how many pieces
// of each clause it has.
type shape struct {
	selectItems int
	where       []string // "" for a condition, else the connector (and, or, except_)
	orderBy     bool
	limit       bool
	union       bool
	intersect   bool
	groupBy     int // NatSQL column number of the first GROUP BY column, -1 without one
	hasGroupBy  bool
}

// rawAnnotation is a record as stored.
type rawAnnotation struct {
	RID          *int                `json:"rid"`
	DBID         string              `json:"db_id"`
	QuestionMD5  string              `json:"question_md5"`
	QuestionType []int               `json:"question_type"`
	MatchLink    [][]json.RawMessage `json:"match_link"`
	NatSQL       string              `json:"NatSQL"`
	SQL          *rawNatSQL          `json:"sql"`
}

type rawNatSQL struct {
	Select    []json.RawMessage   `json:"select"`
	Where     []json.RawMessage   `json:"where"`
	OrderBy   []json.RawMessage   `json:"orderBy"`
	Limit     json.RawMessage     `json:"limit"`
	Union     json.RawMessage     `json:"union"`
	Intersect json.RawMessage     `json:"intersect"`
	GroupBy   [][]json.RawMessage `json:"groupBy"`
}

// Looks reports whether data looks like a Spider-SS file: a JSON list whose
// first record has question_md5 and question_type.
func Looks(data []byte) bool {
	t := bytes.TrimLeft(bytes.TrimPrefix(data, []byte("\ufeff")), " \t\r\n")
	if len(t) == 0 || t[0] != '[' {
		return false
	}
	dec := json.NewDecoder(bytes.NewReader(t))
	if _, err := dec.Token(); err != nil || !dec.More() {
		return false
	}
	var first map[string]json.RawMessage
	if dec.Decode(&first) != nil {
		return false
	}
	return first["question_md5"] != nil && first["question_type"] != nil && first["match_link"] != nil
}

// Parse reads a Spider-SS annotation file; name is used in error messages.
func Parse(name string, data []byte) ([]Annotation, error) {
	var raws []rawAnnotation
	if err := json.Unmarshal(bytes.TrimPrefix(data, []byte("\ufeff")), &raws); err != nil {
		return nil, fmt.Errorf("%s: not a Spider-SS annotation file: %w", name, err)
	}
	out := make([]Annotation, 0, len(raws))
	for i, r := range raws {
		a, err := r.annotation(i)
		if err != nil {
			return nil, fmt.Errorf("%s[%d]: %w", name, i, err)
		}
		out = append(out, a)
	}
	return out, nil
}

func (r rawAnnotation) annotation(i int) (Annotation, error) {
	a := Annotation{RID: i, DBID: r.DBID, QuestionMD5: r.QuestionMD5, QuestionType: r.QuestionType, NatSQL: r.NatSQL}
	if r.RID != nil {
		a.RID = *r.RID
	}
	if r.QuestionMD5 == "" || r.DBID == "" {
		return a, fmt.Errorf("record has no question_md5 or db_id")
	}
	if r.SQL == nil {
		return a, fmt.Errorf("record has no sql structure")
	}
	sh, err := r.SQL.shape()
	if err != nil {
		return a, fmt.Errorf("sql: %w", err)
	}
	a.shape = sh
	for j, links := range r.MatchLink {
		var ls []Link
		for _, raw := range links {
			var n int
			var s string
			switch {
			case json.Unmarshal(raw, &n) == nil && n >= 0:
				if n >= sh.pieces() {
					return a, fmt.Errorf("match_link[%d] points at piece %d of %d", j, n, sh.pieces())
				}
				ls = append(ls, Link{Piece: n})
			case json.Unmarshal(raw, &n) == nil:
				ls = append(ls, Link{Piece: -1, NotMentioned: true})
			case json.Unmarshal(raw, &s) == nil:
				ls = append(ls, Link{Piece: -1, Literal: s})
			default:
				return a, fmt.Errorf("match_link[%d]: %s is neither a number nor a string", j, raw)
			}
		}
		a.MatchLink = append(a.MatchLink, ls)
	}
	return a, nil
}

// shape counts the structure's pieces.
func (s *rawNatSQL) shape() (shape, error) {
	sh := shape{groupBy: -1}
	if len(s.Select) == 2 {
		var items []json.RawMessage
		if err := json.Unmarshal(s.Select[1], &items); err != nil {
			return sh, fmt.Errorf("select: %w", err)
		}
		sh.selectItems = len(items)
	}
	for _, w := range s.Where {
		var conn string
		if json.Unmarshal(w, &conn) == nil {
			sh.where = append(sh.where, conn)
		} else {
			sh.where = append(sh.where, "")
		}
	}
	isSet := func(raw json.RawMessage) bool { return len(raw) > 0 && string(raw) != "null" }
	sh.orderBy = len(s.OrderBy) > 0
	sh.limit = isSet(s.Limit)
	sh.union = isSet(s.Union)
	sh.intersect = isSet(s.Intersect)
	if len(s.GroupBy) > 0 {
		sh.hasGroupBy = true
		if len(s.GroupBy[0]) >= 2 {
			var col int
			if json.Unmarshal(s.GroupBy[0][1], &col) == nil {
				sh.groupBy = col
			}
		}
	}
	return sh, nil
}

// pieces is how many clause pieces match_link may point at.
func (sh shape) pieces() int {
	n := sh.selectItems + len(sh.where) + 1 // NONE
	for _, b := range []bool{sh.orderBy, sh.limit, sh.union, sh.intersect, sh.hasGroupBy} {
		if b {
			n++
		}
	}
	return n
}
