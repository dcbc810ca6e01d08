#!/usr/bin/env node
// A committed launcher, so installing the workspace before it is built can link the bin.
import '../dist/cli.js';
