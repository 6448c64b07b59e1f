package protocol

import (
	"flag"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite MESSAGES.md from the tables")

// wireKeys maps a struct's Go field names to their wire keys.
func wireKeys(v any) map[string]string {
	out := map[string]string{}
	t := reflect.TypeOf(v)
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		out[f.Name] = strings.Split(f.Tag.Get("json"), ",")[0]
	}
	return out
}

// typeConsts reads the string constants of protocol.go's const block
// whose comment starts with doc: Go name → wire value.
func typeConsts(t *testing.T, doc string) map[string]string {
	t.Helper()
	f, err := parser.ParseFile(token.NewFileSet(), "protocol.go", nil, parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for _, d := range f.Decls {
		g, ok := d.(*ast.GenDecl)
		if !ok || g.Tok != token.CONST || g.Doc == nil || !strings.HasPrefix(g.Doc.Text(), doc) {
			continue
		}
		for _, s := range g.Specs {
			vs := s.(*ast.ValueSpec)
			v, _ := strconv.Unquote(vs.Values[0].(*ast.BasicLit).Value)
			out[vs.Names[0].Name] = v
		}
	}
	if len(out) == 0 {
		t.Fatalf("no const block %q in protocol.go", doc)
	}
	return out
}

// TestMessagesTable checks the tables against the types: every request
// and response type has one row, every row names real wire keys, and
// every key is some row's.
func TestMessagesTable(t *testing.T) {
	check := func(what string, consts map[string]string, rows map[string][]string, keys map[string]string) {
		for name, v := range consts {
			if _, ok := rows[v]; !ok {
				t.Errorf("%s %s (%q) has no row", what, name, v)
			}
		}
		used := map[string]bool{"type": true, "id": true}
		wire := map[string]bool{}
		for _, k := range keys {
			wire[k] = true
		}
		for typ, fields := range rows {
			if !slices.Contains(slices.Collect(mapValues(consts)), typ) {
				t.Errorf("the %s row %q is no %s type", what, typ, what)
			}
			for _, f := range fields {
				if !wire[f] {
					t.Errorf("the %s row %q names %q, no key of the struct", what, typ, f)
				}
				used[f] = true
			}
		}
		for name, k := range keys {
			if !used[k] {
				t.Errorf("%s field %s (%q) is in no row", what, name, k)
			}
		}
	}
	reqs, resps := map[string][]string{}, map[string][]string{}
	for _, m := range Messages {
		if _, dup := reqs[m.Type]; dup {
			t.Errorf("request %q has two rows", m.Type)
		}
		reqs[m.Type] = m.Fields
	}
	for _, r := range Replies {
		if _, dup := resps[r.Type]; dup {
			t.Errorf("response %q has two rows", r.Type)
		}
		resps[r.Type] = r.Fields
	}
	check("request", typeConsts(t, "Request types"), reqs, wireKeys(Request{}))
	check("response", typeConsts(t, "Response types"), resps, wireKeys(Response{}))
	for _, m := range Messages {
		for _, a := range m.Answers {
			if _, ok := resps[a]; !ok {
				t.Errorf("request %q is answered by %q, no response type", m.Type, a)
			}
		}
	}
}

func mapValues(m map[string]string) func(func(string) bool) {
	return func(yield func(string) bool) {
		for _, v := range m {
			if !yield(v) {
				return
			}
		}
	}
}

// TestMessagesAsBuilt holds the tables against every Request and
// Response the page and the workers build: the fields a literal of a
// type sets (and the fields later set on the variable that holds it, or
// on a copy) must be in that type's row.
func TestMessagesAsBuilt(t *testing.T) {
	values := typeConsts(t, "Request types")
	for k, v := range typeConsts(t, "Response types") {
		values[k] = v
	}
	rows := map[string]map[string][]string{"Request": {}, "Response": {}}
	for _, m := range Messages {
		rows["Request"][m.Type] = m.Fields
	}
	for _, r := range Replies {
		rows["Response"][r.Type] = r.Fields
	}
	keys := map[string]map[string]string{"Request": wireKeys(Request{}), "Response": wireKeys(Response{})}
	var files []string
	for _, dir := range []string{"../../app", "../engine", "../worker", "../explain"} {
		fs, err := filepath.Glob(filepath.Join(dir, "*.go"))
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range fs {
			if !strings.HasSuffix(f, "_test.go") {
				files = append(files, f)
			}
		}
	}
	if len(files) < 20 {
		t.Fatalf("only %d source files found", len(files))
	}
	seen := map[string]bool{}
	fset := token.NewFileSet()
	for _, path := range files {
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			fn, ok := d.(*ast.FuncDecl)
			if !ok || fn.Body == nil {
				continue
			}
			// held: a variable holding a message → its struct and type.
			type message struct{ kind, typ string }
			held := map[string]message{}
			note := func(m message, field string, at token.Pos) {
				key := keys[m.kind][field]
				seen[m.kind+" "+m.typ] = true
				if key == "type" || key == "id" {
					return
				}
				fields, ok := rows[m.kind][m.typ]
				switch {
				case !ok:
					t.Errorf("%s: a %s of type %q, which has no row", fset.Position(at), m.kind, m.typ)
				case !slices.Contains(fields, key):
					t.Errorf("%s: a %s %q sets %s (%q), not in its row %v", fset.Position(at), m.kind, m.typ, field, key, fields)
				}
			}
			literal := func(e ast.Expr) (message, *ast.CompositeLit, bool) {
				cl, ok := e.(*ast.CompositeLit)
				if !ok {
					return message{}, nil, false
				}
				sel, ok := cl.Type.(*ast.SelectorExpr)
				if !ok || (sel.Sel.Name != "Request" && sel.Sel.Name != "Response") || fmt.Sprint(sel.X) != "protocol" {
					return message{}, nil, false
				}
				m := message{kind: sel.Sel.Name}
				for _, el := range cl.Elts {
					kv, ok := el.(*ast.KeyValueExpr)
					if !ok || fmt.Sprint(kv.Key) != "Type" {
						continue
					}
					if s, ok := kv.Value.(*ast.SelectorExpr); ok {
						m.typ = values[s.Sel.Name]
					}
				}
				return m, cl, true
			}
			ast.Inspect(fn.Body, func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.AssignStmt:
					for i, lhs := range n.Lhs {
						if i >= len(n.Rhs) {
							break
						}
						if id, ok := lhs.(*ast.Ident); ok {
							if m, _, ok := literal(n.Rhs[i]); ok {
								held[id.Name] = m
							} else if src, ok := n.Rhs[i].(*ast.Ident); ok {
								if m, ok := held[src.Name]; ok {
									held[id.Name] = m // a copy
								}
							}
						}
						if sel, ok := lhs.(*ast.SelectorExpr); ok {
							if id, ok := sel.X.(*ast.Ident); ok {
								if m, ok := held[id.Name]; ok {
									note(m, sel.Sel.Name, sel.Pos())
								}
							}
						}
					}
				case *ast.CompositeLit:
					if m, cl, ok := literal(n); ok {
						if m.typ == "" {
							t.Errorf("%s: a %s without a constant type", fset.Position(cl.Pos()), m.kind)
							return true
						}
						for _, el := range cl.Elts {
							if kv, ok := el.(*ast.KeyValueExpr); ok {
								note(m, fmt.Sprint(kv.Key), kv.Pos())
							}
						}
					}
				}
				return true
			})
		}
	}
	// The scan must find the page's requests and the engine's answers.
	for _, want := range []string{"Request " + Evaluate, "Request " + Judge, "Response " + RunStart, "Response " + Judged} {
		if !seen[want] {
			t.Errorf("no %s built in the sources scanned", want)
		}
	}
}

// TestOneKeyCase checks every wire key of the package's types: lower
// case words joined by underscores.
func TestOneKeyCase(t *testing.T) {
	snake := regexp.MustCompile(`^[a-z][a-z0-9]*(_[a-z0-9]+)*$`)
	fset := token.NewFileSet()
	pkgs, err := parser.ParseDir(fset, ".", func(fi os.FileInfo) bool { return !strings.HasSuffix(fi.Name(), "_test.go") }, 0)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, p := range pkgs {
		for _, f := range p.Files {
			ast.Inspect(f, func(node ast.Node) bool {
				st, ok := node.(*ast.StructType)
				if !ok {
					return true
				}
				for _, fl := range st.Fields.List {
					if fl.Tag == nil {
						continue
					}
					tag, _ := strconv.Unquote(fl.Tag.Value)
					key := strings.Split(reflect.StructTag(tag).Get("json"), ",")[0]
					if key == "" || key == "-" {
						continue
					}
					n++
					if !snake.MatchString(key) {
						t.Errorf("%s: wire key %q is not snake_case", fset.Position(fl.Pos()), key)
					}
				}
				return true
			})
		}
	}
	if n < 100 {
		t.Errorf("only %d wire keys read", n)
	}
}

// messagesDoc prints the tables as MESSAGES.md.
func messagesDoc() string {
	var b strings.Builder
	b.WriteString("# The explorer's protocol\n\n")
	b.WriteString("Generated from `messages.go` by `go test -run TestMessagesDoc -update`; the\n")
	b.WriteString("package's tests hold the tables against `Request`, `Response` and every\n")
	b.WriteString("message the page (`app/`) and the workers (`wasm/`) build. Every message is\n")
	b.WriteString("JSON text with `type` and `id`; wire keys are snake_case. `error` (its\n")
	b.WriteString("field `error`) may answer any request.\n\n")
	b.WriteString("## Requests, page to worker\n\n| type | fields | answered by | what |\n|---|---|---|---|\n")
	code := func(ss []string) string {
		if len(ss) == 0 {
			return "—"
		}
		out := make([]string, len(ss))
		for i, s := range ss {
			out[i] = "`" + s + "`"
		}
		return strings.Join(out, ", ")
	}
	for _, m := range Messages {
		fmt.Fprintf(&b, "| `%s` | %s | %s | %s |\n", m.Type, code(m.Fields), code(m.Answers), m.Doc)
	}
	b.WriteString("\n## Responses, worker to page\n\n| type | fields | what |\n|---|---|---|\n")
	for _, r := range Replies {
		fmt.Fprintf(&b, "| `%s` | %s | %s |\n", r.Type, code(r.Fields), r.Doc)
	}
	return b.String()
}

// TestMessagesDoc checks that MESSAGES.md prints the tables as they are.
func TestMessagesDoc(t *testing.T) {
	want := messagesDoc()
	if *update {
		if err := os.WriteFile("MESSAGES.md", []byte(want), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := os.ReadFile("MESSAGES.md")
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != want {
		t.Error("MESSAGES.md differs from the tables: go test ./wasm/protocol -run TestMessagesDoc -update")
	}
}
