#!/usr/bin/perl -CSD
# man-tidy.pl PAGE...: makes the mdoc pages swift-argument-parser's generator writes from the help read clean
# under `man --warnings` (scripts/install.sh runs it on each page):
#   - an empty line of a help text (a paragraph break) becomes .Pp, or goes when a macro follows;
#   - a run of lines indented by two spaces is an example (`  c4-audio ...`) shown as a literal display, or a
#     table of keys (`  key   text`) shown as a tag list;
#   - the one-line description (.Nd) without quotes, as whatis shows it;
#   - a word longer than 40 characters (a JSON example in prose) may break after its commas and colons.
use strict;
use warnings;

for my $page (@ARGV) {
open(my $in, '<', $page) or die "man-tidy: $page: $!\n";
my @lines = <$in>;
close $in;
my @out;
my $i = 0;
while ($i < @lines) {
    my $line = $lines[$i];
    if ($line =~ /^$/) {
        my $next = $lines[$i + 1] // '';
        push @out, ".Pp\n" unless $next =~ /^[.']/ || $next =~ /^$/ || !@out || $out[-1] =~ /^\.(Sh|Pp)/;
        $i++;
        next;
    }
    if ($line =~ /^  \S/) {
        my @run;
        push @run, $lines[$i++] while $i < @lines && $lines[$i] =~ /^  \S/;
        if (grep { !/^  \S+\s{2,}\S/ || /^  c4-audio/ } @run) {
            push @out, ".Bd -literal -offset indent\n";
            for (@run) { (my $l = $_) =~ s/^  //; push @out, $l =~ /^[.']/ ? "\\&$l" : $l; }
            push @out, ".Ed\n";
        } else {
            my ($width) = sort { length($b) <=> length($a) } map { /^  (\S+)/; $1 } @run;
            push @out, ".Bl -tag -width $width -compact\n";
            for (@run) { /^  (\S+)\s+(.*)$/; push @out, ".It $1\n", "$2\n"; }
            push @out, ".El\n";
        }
        next;
    }
    $line =~ s/^\.Nd "([^"]*)"$/.Nd $1/;   # whatis shows the words, not their quotes
    $line =~ s{(\S{41,})}{ (my $w = $1) =~ s/([,:])(?=\S)/$1\\:/g; $w }ge unless $line =~ /^[.']/;
    push @out, $line;
    $i++;
}
open(my $out, '>', $page) or die "man-tidy: $page: $!\n";
print $out @out;
close $out or die "man-tidy: $page: $!\n";
}
