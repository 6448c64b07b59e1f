package buildinfo

import (
	"os"
	"runtime/debug"
	"strings"
	"testing"
)

func TestFromBuild(t *testing.T) {
	for _, tc := range []struct {
		main     string
		settings map[string]string
		want     string
	}{
		{"(devel)", nil, Release + " (commit unknown: built without version-control stamping)"},
		{"", nil, Release + " (commit unknown: built without version-control stamping)"},
		{"v1.2.3", nil, "v1.2.3"},
		{"v0.0.0-20261126002800-bdc409c1234a", nil, Release + " (commit bdc409c1234a)"},
		{"v0.13.1-0.20261126002800-bdc409c1234a+dirty", nil, Release + " (commit bdc409c1234a, modified)"},
		{"(devel)", map[string]string{"vcs.revision": "bdc409c1234a5678", "vcs.modified": "true"}, Release + " (commit bdc409c1234a, modified)"},
		{"v0.0.0-20261126002800-bdc409c1234a", map[string]string{"vcs.revision": "0123456789abcdef", "vcs.modified": "false"}, Release + " (commit 0123456789ab)"},
	} {
		bi := &debug.BuildInfo{Main: debug.Module{Version: tc.main}}
		for k, v := range tc.settings {
			bi.Settings = append(bi.Settings, debug.BuildSetting{Key: k, Value: v})
		}
		if got := fromBuild(bi).String(); got != tc.want {
			t.Errorf("%s %v: %q, want %q", tc.main, tc.settings, got, tc.want)
		}
	}
}

// TestCitationVersion: CITATION.cff cites the release this tree builds.
func TestCitationVersion(t *testing.T) {
	data, err := os.ReadFile("../../CITATION.cff")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), "\nversion: "+Release+"\n") {
		t.Errorf("CITATION.cff does not give version %s", Release)
	}
	for _, title := range []string{"Spider: A Large-Scale", "SParC:", "CoSQL:", "Distilled Test Suites", "Compositional Generalization in Text-to-SQL", "BIg Bench"} {
		if !strings.Contains(string(data), title) {
			t.Errorf("CITATION.cff lacks the reference %q", title)
		}
	}
}

// TestPythonPackageVersion: the wheel carries the release this tree builds.
func TestPythonPackageVersion(t *testing.T) {
	data, err := os.ReadFile("../../cmd/spidereval/python/spidereval/__init__.py")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), "\n__version__ = \""+Release+"\"\n") {
		t.Errorf("the Python package's __version__ is not %s", Release)
	}
}
