// Package buildinfo says which spidereval a binary is: its release and the
// commit it was built from, so that a published number names its tool.
package buildinfo

import (
	"regexp"
	"runtime/debug"
	"strings"
)

// Release is the version this source tree will be published as; a binary
// built from a commit after it says so with its commit.
const Release = "0.13.0"

// pseudo matches a Go pseudo-version's tail (-yyyymmddhhmmss-abcdefabcdef),
// which go install gives a module fetched at a commit.
var pseudo = regexp.MustCompile(`(?:^|[.-])\d{14}-([0-9a-f]{12})`)

// Info is what a binary knows of its build.
type Info struct {
	Version  string // a tagged module version (v1.2.3) or Release
	Commit   string // 12 hex digits, "" when unknown
	Modified bool   // built from a work tree with uncommitted changes
	Tagged   bool   // Version is a module version tag, which names the code by itself
}

// Read is this binary's build information.
func Read() Info {
	info := Info{Version: Release}
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return info
	}
	return fromBuild(bi)
}

func fromBuild(bi *debug.BuildInfo) Info {
	info := Info{Version: Release}
	v := strings.TrimSuffix(bi.Main.Version, "+dirty")
	if m := pseudo.FindStringSubmatch(v); m != nil {
		info.Commit = m[1]
	} else if strings.HasPrefix(v, "v") {
		info.Version, info.Tagged = v, true
	}
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			info.Commit = s.Value[:min(12, len(s.Value))]
		case "vcs.modified":
			info.Modified = s.Value == "true"
		}
	}
	if strings.HasSuffix(bi.Main.Version, "+dirty") {
		info.Modified = true
	}
	return info
}

// String is the version with its commit: "0.13.0 (commit 0123456789ab,
// modified)"; a tagged module version alone ("v1.2.3"); or, when the build
// carried no version-control information (go build with -buildvcs=false,
// which some machines set in GOFLAGS; make passes -buildvcs=auto), the
// release with "commit unknown", so a cited number says it cannot be traced.
func (i Info) String() string {
	if i.Commit == "" {
		switch {
		case i.Tagged && i.Modified:
			return i.Version + " (modified)"
		case i.Tagged:
			return i.Version
		case i.Modified:
			return i.Version + " (commit unknown, modified)"
		}
		return i.Version + " (commit unknown: built without version-control stamping)"
	}
	s := i.Version + " (commit " + i.Commit
	if i.Modified {
		s += ", modified"
	}
	return s + ")"
}
