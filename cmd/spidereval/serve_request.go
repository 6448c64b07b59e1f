package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
)

// request is one line of the protocol.
type request struct {
	ID         json.RawMessage `json:"id"`
	Op         string          `json:"op"` // "" or "judge": judge; "info", "execute", "vote" (rewards.go)
	DBID       string          `json:"db_id"`
	Gold       *string         `json:"gold"`
	Pred       *string         `json:"pred"`
	Question   string          `json:"question"`
	Evidence   string          `json:"evidence"`
	Difficulty string          `json:"difficulty"`
	SQL        *string         `json:"sql"`        // execute
	MaxRows    *int            `json:"max_rows"`   // execute
	Candidates []string        `json:"candidates"` // vote
}

// decodeRequest reads one request object. Its keys are matched exactly
// (encoding/json would take "PRED" for "pred" and let "DB_ID" through),
// and a key that is not the protocol's is refused. req.ID is set as soon
// as it is known, so that an error answer carries it.
func decodeRequest(line []byte) (req request, err error) {
	var fields map[string]json.RawMessage
	dec := json.NewDecoder(bytes.NewReader(line))
	if err := dec.Decode(&fields); err != nil {
		var te *json.UnmarshalTypeError
		if errors.As(err, &te) && te.Field == "" {
			return req, fmt.Errorf("a request is a JSON object, not a JSON %s", te.Value)
		}
		return req, err
	}
	if dec.More() {
		return req, errors.New("more than one JSON value on the line")
	}
	if fields == nil {
		return req, errors.New("a request is a JSON object, not null")
	}
	req.ID = fields["id"]
	into := map[string]any{"id": nil, "op": &req.Op, "db_id": &req.DBID, "gold": &req.Gold, "pred": &req.Pred,
		"question": &req.Question, "evidence": &req.Evidence, "difficulty": &req.Difficulty,
		"sql": &req.SQL, "max_rows": &req.MaxRows, "candidates": &req.Candidates} // sql, max_rows: execute; candidates: vote
	for _, k := range slices.Sorted(maps.Keys(fields)) {
		target, ok := into[k]
		if !ok {
			known := strings.ToLower(k)
			if _, ok := into[known]; ok {
				return req, fmt.Errorf("unknown field %q (keys are case-sensitive: %q)", k, known)
			}
			return req, fmt.Errorf("unknown field %q", k)
		}
		if target == nil {
			continue // the id, read whole above
		}
		if err := json.Unmarshal(fields[k], target); err != nil {
			var te *json.UnmarshalTypeError
			if errors.As(err, &te) {
				want := "a string"
				switch k {
				case "max_rows":
					want = "a whole number"
				case "candidates":
					want = "a list of strings"
				}
				return req, fmt.Errorf("%q is a JSON %s, want %s", k, te.Value, want)
			}
			return req, fmt.Errorf("%q: %w", k, err)
		}
	}
	return req, nil
}

// loneSurrogate is the offset of the first \uD800–\uDFFF escape in a JSON
// text that is not half of a surrogate pair, or -1.
func loneSurrogate(text []byte) int {
	if !bytes.Contains(text, []byte(`\u`)) {
		return -1
	}
	for i := 0; i+1 < len(text); i++ {
		if text[i] != '\\' {
			continue
		}
		if text[i+1] != 'u' {
			i++ // an escaped character, a backslash included
			continue
		}
		r, ok := hex4(text, i+2)
		if !ok {
			return -1 // the decoder names the bad escape
		}
		switch {
		case r >= 0xD800 && r < 0xDC00:
			if i+7 < len(text) && text[i+6] == '\\' && text[i+7] == 'u' {
				if r2, ok := hex4(text, i+8); ok && r2 >= 0xDC00 && r2 < 0xE000 {
					i += 11
					continue
				}
			}
			return i
		case r >= 0xDC00 && r < 0xE000:
			return i
		}
		i += 5
	}
	return -1
}

// hex4 reads the four hex digits at text[i:].
func hex4(text []byte, i int) (rune, bool) {
	if i+4 > len(text) {
		return 0, false
	}
	n, err := strconv.ParseUint(string(text[i:i+4]), 16, 16)
	return rune(n), err == nil
}
