package bird

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/spidereval/spidereval/eval/dataset"
)

// InputError is one entry of an input file the official scripts cannot
// read (they stop there); Origin is "file:line".
type InputError struct {
	Origin string
	Msg    string
}

func (e *InputError) Error() string { return e.Origin + ": " + e.Msg }

const bom = "\ufeff"

// pyLine is one line of a text file as Python's readlines gives it:
// universal newlines ("\n", "\r\n", "\r"), terminator removed.
type pyLine struct {
	text string
	no   int
}

// pyLines splits data into Python text-mode lines. A byte-order mark is
// kept (Python's utf-8 codec keeps it as U+FEFF).
func pyLines(data []byte) []pyLine {
	s := string(data)
	var out []pyLine
	for no := 1; len(s) > 0; no++ {
		i := strings.IndexAny(s, "\r\n")
		if i < 0 {
			out = append(out, pyLine{s, no})
			break
		}
		out = append(out, pyLine{s[:i], no})
		if s[i] == '\r' && i+1 < len(s) && s[i+1] == '\n' {
			i++
		}
		s = s[i+1:]
	}
	return out
}

// lineAt returns the 1-based line of byte offset off ("\n" counted, as
// Python's json reports positions).
func lineAt(data []byte, off int64) int {
	off = min(max(off, 0), int64(len(data)))
	return 1 + bytes.Count(data[:off], []byte("\n"))
}

// checkJSONText returns an error for a JSON file that starts with a
// byte-order mark (Python's json refuses it). Bytes that are not UTF-8, on
// which the scripts stop too, are read as they are and named by the caller
// (dataset.InvalidUTF8), so that the rest is scored.
func checkJSONText(f dataset.File) error {
	if bytes.HasPrefix(f.Data, []byte(bom)) {
		return &InputError{dataset.Origin(f.Name, 1),
			"starts with a byte-order mark, which Python's json refuses (the official scripts stop with JSONDecodeError)"}
	}
	return nil
}

// ReadGold reads a BIRD gold SQL file: one "SQL<TAB>db_id" per line, each
// line stripped and split at tabs as both official scripts do. Every line is
// a question (the scripts pair by position); a line that does not split
// into exactly two fields (a tab inside the SQL, a blank line) keeps its
// place with Err set, and the returned error lists those lines.
func ReadGold(f dataset.File) ([]Question, error) {
	var qs []Question
	var errs []error
	for i, l := range pyLines(f.Data) {
		q := Question{Index: i, QuestionID: -1, Origin: dataset.Origin(f.Name, l.no)}
		fields := strings.Split(dataset.Strip(l.text), "\t")
		if len(fields) == 2 {
			q.SQL, q.DBID = fields[0], fields[1]
		} else {
			q.SQL = fields[0]
			q.Err = fmt.Sprintf("gold line has %d tab-separated fields, want 2 (SQL<TAB>db_id); the official scripts stop here with ValueError", len(fields))
			errs = append(errs, &InputError{q.Origin, q.Err})
		}
		qs = append(qs, q)
	}
	return qs, errors.Join(errs...)
}

// ReadDev reads BIRD questions from dev.json (a JSON array, what DAMO's
// scripts read) or dev.jsonl (one object per line, what mini_dev's scripts
// read), chosen by the first character. Use ReadDevJSON or ReadDevJSONL to
// insist on one script's format.
func ReadDev(f dataset.File) ([]Question, error) {
	t := bytes.TrimLeft(bytes.TrimPrefix(f.Data, []byte(bom)), " \t\r\n")
	if len(t) > 0 && t[0] == '[' {
		return ReadDevJSON(f)
	}
	return ReadDevJSONL(f)
}

// ReadDevJSON reads a JSON array of question records (BIRD's dev.json). A
// record the scripts cannot use (not an object, no "difficulty") keeps its
// place with Err set; malformed JSON fails the whole file with its line.
func ReadDevJSON(f dataset.File) ([]Question, error) {
	if err := checkJSONText(f); err != nil {
		return nil, err
	}
	dec := json.NewDecoder(bytes.NewReader(f.Data))
	dec.UseNumber()
	tok, err := dec.Token()
	if err != nil {
		return nil, dataset.JSONError(f.Name, f.Data, err)
	}
	if tok != json.Delim('[') {
		return nil, &InputError{dataset.Origin(f.Name, lineAt(f.Data, dec.InputOffset())), "not a JSON array of question records"}
	}
	var qs []Question
	var errs []error
	for dec.More() {
		off := nextValue(f.Data, dec.InputOffset())
		var raw json.RawMessage
		if err := dec.Decode(&raw); err != nil {
			return nil, dataset.JSONError(f.Name, f.Data, err)
		}
		q := questionFromRecord(raw, len(qs), dataset.Origin(f.Name, lineAt(f.Data, off)))
		if q.Err != "" {
			errs = append(errs, &InputError{q.Origin, q.Err})
		}
		qs = append(qs, q)
	}
	if _, err := dec.Token(); err != nil {
		return nil, dataset.JSONError(f.Name, f.Data, err)
	}
	if err := expectEOF(f, dec); err != nil {
		return nil, err
	}
	return qs, errors.Join(errs...)
}

// ReadDevJSONL reads one question record per line (mini_dev's load_jsonl):
// every line must be one JSON object; a line that is not (a blank line
// included) keeps its place with Err set.
func ReadDevJSONL(f dataset.File) ([]Question, error) {
	var qs []Question
	var errs []error
	for i, l := range pyLines(f.Data) {
		origin := dataset.Origin(f.Name, l.no)
		text := strings.Trim(l.text, " \t\r\n")
		var q Question
		var raw json.RawMessage
		switch {
		case strings.HasPrefix(text, bom):
			q = Question{Index: i, QuestionID: -1, Origin: origin, Err: "line starts with a byte-order mark, which Python's json refuses (JSONDecodeError)"}
		case json.Unmarshal([]byte(text), &raw) != nil:
			msg := "line is not one JSON value (JSONDecodeError)"
			if text == "" {
				msg = "blank line: not a JSON record (JSONDecodeError)"
			}
			q = Question{Index: i, QuestionID: -1, Origin: origin, Err: msg + "; the official scripts stop here"}
		default:
			q = questionFromRecord(raw, i, origin)
		}
		if q.Err != "" {
			errs = append(errs, &InputError{q.Origin, q.Err})
		}
		qs = append(qs, q)
	}
	return qs, errors.Join(errs...)
}

// questionFromRecord reads one dev.json record. Only "difficulty" is
// required (the scripts read nothing else); other fields are kept when they
// have the expected type.
func questionFromRecord(raw json.RawMessage, index int, origin string) Question {
	q := Question{Index: index, QuestionID: -1, Origin: origin}
	var obj map[string]json.RawMessage
	if len(raw) == 0 || raw[0] != '{' || json.Unmarshal(raw, &obj) != nil {
		q.Err = "record is not a JSON object (the official scripts stop with TypeError)"
		return q
	}
	str := func(key string) string {
		var s string
		if v, ok := obj[key]; ok && json.Unmarshal(v, &s) == nil {
			return s
		}
		return ""
	}
	q.DBID, q.Question, q.Evidence, q.SQL = str("db_id"), str("question"), str("evidence"), str("SQL")
	if v, ok := obj["question_id"]; ok {
		if id, err := strconv.ParseInt(string(v), 10, 64); err == nil {
			q.QuestionID = id
		}
	}
	if _, ok := obj["difficulty"]; !ok {
		q.Err = `record has no "difficulty" (the official scripts stop with KeyError)`
		return q
	}
	q.Difficulty = str("difficulty")
	return q
}

// WithDifficulties returns gold with each question's Difficulty (and, when
// gold has none, its other dev fields) taken from dev at the same position,
// as the scripts match them. Questions beyond dev keep an empty difficulty
// (they count only in the total).
func WithDifficulties(gold, dev []Question) []Question {
	out := append([]Question(nil), gold...)
	for i := range out {
		if i >= len(dev) {
			break
		}
		d := dev[i]
		out[i].Difficulty = d.Difficulty
		if out[i].QuestionID < 0 {
			out[i].QuestionID = d.QuestionID
		}
		if out[i].Question == "" {
			out[i].Question = d.Question
		}
		if out[i].Evidence == "" {
			out[i].Evidence = d.Evidence
		}
	}
	return out
}

// Difficulties returns the questions' difficulty strings in order, the list
// the scripts match results to by position.
func Difficulties(qs []Question) []string {
	out := make([]string, len(qs))
	for i, q := range qs {
		out[i] = q.Difficulty
	}
	return out
}

// ReadPredictions reads a BIRD prediction file, a JSON object
// {"0": "SQL\t----- bird -----\tdb_id", ...}, in FILE ORDER (keys are never
// parsed or sorted). A key given twice keeps its first place and its last
// value, as a Python dict does. Values split as described on Prediction.
func ReadPredictions(f dataset.File) ([]Prediction, error) {
	if err := checkJSONText(f); err != nil {
		return nil, err
	}
	dec := json.NewDecoder(bytes.NewReader(f.Data))
	tok, err := dec.Token()
	if err != nil {
		return nil, dataset.JSONError(f.Name, f.Data, err)
	}
	if tok != json.Delim('{') {
		return nil, &InputError{dataset.Origin(f.Name, lineAt(f.Data, dec.InputOffset())),
			`not a JSON object of predictions {"0": "SQL\t----- bird -----\tdb_id", ...} (the official scripts stop with AttributeError)`}
	}
	var preds []Prediction
	seen := map[string]int{}
	for dec.More() {
		off := nextValue(f.Data, dec.InputOffset())
		tok, err := dec.Token()
		if err != nil {
			return nil, dataset.JSONError(f.Name, f.Data, err)
		}
		key, _ := tok.(string)
		var raw json.RawMessage
		if err := dec.Decode(&raw); err != nil {
			return nil, dataset.JSONError(f.Name, f.Data, err)
		}
		p := predictionFromValue(raw)
		p.Key, p.Origin = key, dataset.Origin(f.Name, lineAt(f.Data, off))
		if i, dup := seen[key]; dup {
			p.Index = i
			preds[i] = p
			continue
		}
		seen[key] = len(preds)
		p.Index = len(preds)
		preds = append(preds, p)
	}
	if _, err := dec.Token(); err != nil {
		return nil, dataset.JSONError(f.Name, f.Data, err)
	}
	if err := expectEOF(f, dec); err != nil {
		return nil, err
	}
	return preds, nil
}

// ReadPredictionLines reads one prediction per line (not a format the
// official scripts read): a line holding the separator splits as a JSON
// value would; otherwise it is "SQL" or "SQL<TAB>db_id", each part stripped.
// Blank lines are empty predictions, keeping every line's position.
func ReadPredictionLines(f dataset.File) ([]Prediction, error) {
	var preds []Prediction
	for i, l := range pyLines(f.Data) {
		text := l.text
		if i == 0 {
			text = strings.TrimPrefix(text, bom)
		}
		var p Prediction
		if strings.Contains(text, Separator) {
			p = splitValue(text)
		} else {
			sql, db, _ := strings.Cut(text, "\t")
			p = Prediction{SQL: dataset.Strip(sql), DBID: dataset.Strip(db)}
			p.Separated = p.DBID != ""
		}
		p.Index, p.Origin = i, dataset.Origin(f.Name, l.no)
		preds = append(preds, p)
	}
	return preds, nil
}

// ReadPredictionFile reads a prediction JSON object or, when the file does
// not start with "{" or "[", prediction lines. (A JSON array is refused
// with the scripts' reason: they need an object.)
func ReadPredictionFile(f dataset.File) ([]Prediction, error) {
	t := bytes.TrimLeft(bytes.TrimPrefix(f.Data, []byte(bom)), " \t\r\n")
	if len(t) > 0 && (t[0] == '{' || t[0] == '[') {
		return ReadPredictions(f)
	}
	return ReadPredictionLines(f)
}

// predictionFromValue applies the scripts' rules to one JSON value.
func predictionFromValue(raw json.RawMessage) Prediction {
	if len(raw) > 0 && raw[0] == '"' {
		return splitValue(pyUnquote(raw))
	}
	return Prediction{SQL: " ", NonString: true}
}

// splitValue splits a string value at the separator: exactly two parts give
// the SQL (not stripped) and the db_id; otherwise mini_dev runs the whole
// value stripped.
func splitValue(s string) Prediction {
	parts := strings.Split(s, Separator)
	if len(parts) == 2 {
		return Prediction{SQL: parts[0], DBID: parts[1], Separated: true}
	}
	return Prediction{SQL: dataset.Strip(s)}
}

// damo returns the SQL and database DAMO's scripts use for p, or why they
// cannot (they stop with ValueError on a value without the separator).
func (p Prediction) damo() (sql, db, err string) {
	switch {
	case p.NonString:
		return " ", DamoFallbackDB, ""
	case !p.Separated:
		return "", "", "prediction does not split into SQL and db_id at the separator; DAMO's scripts stop here with ValueError"
	}
	return p.SQL, p.DBID, ""
}

// nextValue returns the offset of the next JSON token at or after off,
// skipping whitespace, commas and colons.
func nextValue(data []byte, off int64) int64 {
	for off < int64(len(data)) {
		switch data[off] {
		case ' ', '\t', '\r', '\n', ',', ':':
			off++
		default:
			return off
		}
	}
	return off
}

// expectEOF fails when anything but whitespace follows the top-level value
// (Python's json: "Extra data").
func expectEOF(f dataset.File, dec *json.Decoder) error {
	off := nextValue(f.Data, dec.InputOffset())
	if _, err := dec.Token(); err == io.EOF {
		return nil
	}
	return &InputError{dataset.Origin(f.Name, lineAt(f.Data, off)), "extra data after the top-level JSON value (JSONDecodeError)"}
}

// pyUnquote decodes a valid JSON string literal as Python's json does:
// an unpaired surrogate escape (\ud800) is kept, encoded as its three
// generalized-UTF-8 bytes, so that the string is invalid UTF-8 exactly
// where Python's str could not be encoded.
func pyUnquote(raw []byte) string {
	s := raw[1 : len(raw)-1]
	if bytes.IndexByte(s, '\\') < 0 {
		return string(s)
	}
	out := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c != '\\' {
			out = append(out, c)
			continue
		}
		i++
		switch s[i] {
		case 'b':
			out = append(out, '\b')
		case 'f':
			out = append(out, '\f')
		case 'n':
			out = append(out, '\n')
		case 'r':
			out = append(out, '\r')
		case 't':
			out = append(out, '\t')
		case 'u':
			r := hex4(s[i+1 : i+5])
			i += 4
			if r >= 0xD800 && r < 0xDC00 && i+6 < len(s) && s[i+1] == '\\' && s[i+2] == 'u' {
				if lo := hex4(s[i+3 : i+7]); lo >= 0xDC00 && lo < 0xE000 {
					out = utf8.AppendRune(out, 0x10000+(r-0xD800)<<10+(lo-0xDC00))
					i += 6
					continue
				}
			}
			if r >= 0xD800 && r < 0xE000 {
				out = append(out, 0xE0|byte(r>>12), 0x80|byte(r>>6)&0x3F, 0x80|byte(r)&0x3F)
				continue
			}
			out = utf8.AppendRune(out, r)
		default: // '"', '\\', '/'
			out = append(out, s[i])
		}
	}
	return string(out)
}

func hex4(b []byte) rune {
	var r rune
	for _, c := range b {
		r <<= 4
		switch {
		case c >= '0' && c <= '9':
			r |= rune(c - '0')
		case c >= 'a' && c <= 'f':
			r |= rune(c - 'a' + 10)
		case c >= 'A' && c <= 'F':
			r |= rune(c - 'A' + 10)
		}
	}
	return r
}

// ReadQuestions reads a gold file in any of BIRD's forms: SQL lines, or
// dev.json / dev.jsonl. Lines the scripts would stop on keep their place,
// each with its error; an empty file is an error.
func ReadQuestions(f dataset.File) ([]Question, error) {
	t := strings.TrimLeft(strings.TrimPrefix(string(f.Data[:min(len(f.Data), 64)]), "\ufeff"), " \t\r\n")
	if strings.HasPrefix(t, "[") || strings.HasPrefix(t, "{") {
		return ReadDev(f)
	}
	qs, err := ReadGold(f)
	switch {
	case qs == nil && err != nil:
		return nil, err
	case len(qs) == 0:
		return nil, fmt.Errorf("%s: no gold question (the file is empty)", f.Name)
	}
	return qs, nil
}

// MisPaired counts the questions the scripts pair with a prediction keyed
// for another question: they pair by position in the file and never read
// the keys. A prediction is well paired when its key is its position
// ("0" … "N-1" in file order) or its question's question_id. first is the
// position of the first mis-paired one (-1 when none). Predictions read
// from lines have no key and are never counted.
func MisPaired(gold []Question, preds []Prediction) (n, first int) {
	first = -1
	for i := range min(len(gold), len(preds)) {
		k := preds[i].Key
		if k == "" || k == strconv.Itoa(i) || (gold[i].QuestionID >= 0 && k == strconv.FormatInt(gold[i].QuestionID, 10)) {
			continue
		}
		if first < 0 {
			first = i
		}
		n++
	}
	return n, first
}
