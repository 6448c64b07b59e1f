package dataset

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
)

func isJSON(data []byte) bool {
	t := bytes.TrimLeft(bytes.TrimPrefix(data, []byte("\ufeff")), " \t\r\n")
	return len(t) > 0 && (t[0] == '[' || t[0] == '{')
}

// JSONError names the file and line of a JSON decoding error.
func JSONError(name string, data []byte, err error) error {
	var off int64 = -1
	switch e := err.(type) {
	case *json.SyntaxError:
		off = e.Offset
	case *json.UnmarshalTypeError:
		off = e.Offset
	}
	if off >= 0 && off <= int64(len(data)) {
		return fmt.Errorf("%s:%d: malformed JSON: %w", name, 1+bytes.Count(data[:off], []byte("\n")), err)
	}
	return fmt.Errorf("%s: malformed JSON: %w", name, err)
}

func decodeList(f File) ([]json.RawMessage, error) {
	var list []json.RawMessage
	if err := json.Unmarshal(f.Data, &list); err != nil {
		return nil, JSONError(f.Name, f.Data, err)
	}
	return list, nil
}

// stringFields keeps an object's string-valued fields (values of other types are skipped).
func stringFields(obj map[string]json.RawMessage, skip ...string) map[string]string {
	out := map[string]string{}
	for k, v := range obj {
		if slices.Contains(skip, k) || !stringOrNull(v) {
			continue
		}
		var s string
		if json.Unmarshal(v, &s) == nil {
			out[k] = s
		}
	}
	return out
}

// stringOrNull reports whether a JSON value can decode into a string (a
// string, or null, which leaves it empty): a large object or list need
// not be scanned to be refused.
func stringOrNull(v json.RawMessage) bool {
	v = bytes.TrimLeft(v, " \t\r\n")
	return len(v) > 0 && (v[0] == '"' || v[0] == 'n')
}

func str(obj map[string]json.RawMessage, keys ...string) string {
	for _, k := range keys {
		var s string
		if v, ok := obj[k]; ok && json.Unmarshal(v, &s) == nil {
			return s
		}
	}
	return ""
}

// goldFromJSON reads a dataset file: Spider's dev.json (records with query,
// db_id, question) is one interaction; SParC/CoSQL files (records with
// database_id and interaction[].query/utterance) give one interaction each.
// oneDecoding lets goldFromJSON read a file of objects in one decoding
// (tests turn it off to compare with the record-by-record reading).
var oneDecoding = true

func goldFromJSON(f File) ([][]item, error) {
	// A file of objects (every real one) is read in one decoding; any other
	// is read record by record, which names the records that are not
	// objects (and the line of a syntax error).
	var objs []map[string]json.RawMessage
	var list []json.RawMessage
	fast := oneDecoding && json.Unmarshal(f.Data, &objs) == nil
	if !fast {
		var err error
		if list, err = decodeList(f); err != nil {
			return nil, err
		}
	}
	n := len(objs)
	if !fast {
		n = len(list)
	}
	var flat []item
	var inters [][]item
	for i := range n {
		origin := fmt.Sprintf("%s[%d]", f.Name, i)
		var obj map[string]json.RawMessage
		if fast {
			obj = objs[i]
		} else if err := json.Unmarshal(list[i], &obj); err != nil {
			flat = append(flat, item{origin: origin, err: "record is not a JSON object"})
			continue
		}
		if turns, ok := obj["interaction"]; ok {
			var ts []map[string]json.RawMessage
			if err := json.Unmarshal(turns, &ts); err != nil {
				return nil, fmt.Errorf("%s: interaction is not a list of objects", origin)
			}
			db := str(obj, "database_id", "db_id")
			fields := stringFields(obj, "database_id", "db_id")
			var inter []item
			for t, turn := range ts {
				it := item{sql: strings.TrimSpace(str(turn, "query")), db: db, question: str(turn, "utterance", "question"),
					origin: fmt.Sprintf("%s.interaction[%d]", origin, t), fields: fields}
				if it.sql == "" {
					it.err = "turn has no query"
				}
				inter = append(inter, it)
			}
			inters = append(inters, inter)
			continue
		}
		it := item{sql: strings.TrimSpace(str(obj, "query", "sql")), db: str(obj, "db_id", "database_id"), question: str(obj, "question", "utterance"),
			origin: origin, fields: stringFields(obj, "query", "db_id", "question", "sql")}
		switch {
		case it.sql == "":
			it.err = "record has no query"
		case it.db == "":
			it.err = "record has no db_id"
		}
		flat = append(flat, it)
	}
	if len(inters) > 0 && len(flat) > 0 {
		return nil, fmt.Errorf("%s: mixes interaction records and single questions", f.Name)
	}
	if len(inters) > 0 {
		return inters, nil
	}
	if len(flat) > 0 && !slices.ContainsFunc(flat, func(it item) bool { return it.sql != "" }) {
		if fast {
			list, _ = decodeList(f)
		}
		return nil, noSQL(f, list, "query")
	}
	return [][]item{flat}, nil
}

// noSQL refuses a JSON file none of whose records carries an SQL string,
// naming the keys its first record has.
func noSQL(f File, list []json.RawMessage, want string) error {
	var obj map[string]json.RawMessage
	var keys []string
	if len(list) > 0 && json.Unmarshal(list[0], &obj) == nil {
		for k := range obj {
			keys = append(keys, k)
		}
		slices.Sort(keys)
	}
	hint := ""
	switch {
	case obj["question_md5"] != nil || obj["question_type"] != nil:
		hint = " (a Spider-SS annotation file? it holds parsed structures, not SQL)"
	case obj["SQL"] != nil && obj["difficulty"] != nil:
		hint = " (a BIRD file? its SQL is under \"SQL\": use --compat bird)"
	}
	if len(keys) == 0 {
		return fmt.Errorf("%s: no record carries an SQL string under %q%s", f.Name, want, hint)
	}
	return fmt.Errorf("%s: no record carries an SQL string under %q; the records have %s%s", f.Name, want, strings.Join(keys, ", "), hint)
}

// predFromJSON reads predictions: a list of strings, of objects with
// sql/query (and optionally db_id), or a list of such lists (interactions).
func predFromJSON(f File) ([][]item, error) {
	list, err := decodeList(f)
	if err != nil {
		return nil, err
	}
	var out [][]item
	var flat []item
	for i, raw := range list {
		origin := fmt.Sprintf("%s[%d]", f.Name, i)
		var sub []json.RawMessage
		if json.Unmarshal(raw, &sub) == nil {
			var inter []item
			for t, r := range sub {
				inter = append(inter, predItem(r, fmt.Sprintf("%s[%d]", origin, t)))
			}
			out = append(out, inter)
			continue
		}
		flat = append(flat, predItem(raw, origin))
	}
	if len(out) > 0 && len(flat) > 0 {
		return nil, fmt.Errorf("%s: mixes lists and single predictions", f.Name)
	}
	if len(out) == 0 && len(flat) > 0 && !slices.ContainsFunc(flat, func(it item) bool { return it.sql != "" }) && isObject(list[0]) {
		return nil, noSQL(f, list, "sql")
	}
	if len(out) > 0 {
		return out, nil
	}
	return [][]item{flat}, nil
}

func predItem(raw json.RawMessage, origin string) item {
	var s string
	if json.Unmarshal(raw, &s) == nil {
		s = Strip(s)
		return item{sql: s, origin: origin}
	}
	var obj map[string]json.RawMessage
	if json.Unmarshal(raw, &obj) != nil {
		return item{origin: origin}
	}
	sql := Strip(str(obj, "sql", "query", "pred", "predicted_sql"))
	return item{sql: sql, db: str(obj, "db_id", "database_id"), origin: origin}
}

// isObject reports whether a raw JSON value is an object.
func isObject(raw json.RawMessage) bool {
	t := bytes.TrimLeft(raw, " \t\r\n")
	return len(t) > 0 && t[0] == '{'
}
