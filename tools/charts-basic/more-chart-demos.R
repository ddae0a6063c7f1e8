# Writes the demo tables of the chart tools sorted 140-199 (polar area, percent area, waterfall,
# dumbbell, ridgeline, parallel coordinates, sankey, treemap, word cloud, choropleth, candlestick, network)
# from data sets shipped with R and Debian's R packages, and from the Global Patterns 16S data
# (/work/shared/data/global-patterns, Caporaso et al. 2011, via phyloseq). Each demo folder's
# README.md names its source. Run from the repository root:
#   Rscript tools/charts-basic/more-chart-demos.R [path/to/global-patterns]
args <- commandArgs(trailingOnly = TRUE)
gp <- if (length(args) > 0) args[1] else "/work/shared/data/global-patterns"
here <- "tools/charts-basic"
write_tsv <- function(df, folder, file) {
  dir.create(file.path(here, folder, "demo"), recursive = TRUE, showWarnings = FALSE)
  write.table(df, file.path(here, folder, "demo", file), sep = "\t", quote = FALSE, row.names = FALSE, na = "")
}

# Polar area: mean monthly deaths from lung diseases in the UK, 1974-1979 (ldeaths, mdeaths, fdeaths).
month_mean <- function(series) round(as.numeric(tapply(series, cycle(series), mean)), 1)
write_tsv(data.frame(Month = month.abb, All = month_mean(ldeaths), Male = month_mean(mdeaths),
                     Female = month_mean(fdeaths)), "polar-area-chart", "uk-lung-deaths.tsv")

# Percent area: WorldPhones (telephones by region, 1951-1961).
write_tsv(data.frame(Year = rownames(WorldPhones), WorldPhones, check.names = FALSE),
          "percent-area-chart", "world-phones.tsv")

# Waterfall: the US population at the 1790 census, then its change in each decade to 1970 (uspop, millions).
pop <- as.numeric(uspop)
years <- as.integer(time(uspop))
write_tsv(data.frame(Step = c("1790 census", paste0(years[-length(years)], "-", years[-1])),
                     Change = c(pop[1], round(diff(pop), 2))), "waterfall-chart", "us-population.tsv")

# Dumbbell: US personal expenditure (billions of dollars) in 1940 and 1960.
write_tsv(data.frame(Category = rownames(USPersonalExpenditure),
                     `1940` = USPersonalExpenditure[, "1940"], `1960` = USPersonalExpenditure[, "1960"],
                     check.names = FALSE), "dumbbell-plot", "us-expenditure.tsv")

# Ridgeline: chick weights (grams) at six weeks by feed supplement (chickwts).
write_tsv(data.frame(feed = chickwts$feed, weight = chickwts$weight), "ridgeline-plot", "chickwts.tsv")

# Parallel coordinates: Palmer penguins, complete measurements (palmerpenguins 0.1.x, CC0).
p <- as.data.frame(palmerpenguins::penguins)
p <- p[complete.cases(p[, c("bill_length_mm", "bill_depth_mm", "flipper_length_mm", "body_mass_g")]), ]
write_tsv(p[, c("species", "island", "bill_length_mm", "bill_depth_mm", "flipper_length_mm", "body_mass_g")],
          "parallel-coordinates", "penguins.tsv")

# Sankey: the Titanic's passengers and crew, class -> sex -> survival (Titanic), one row per cell of the
# table, so the tool sums the rows of each pair.
titanic <- as.data.frame(Titanic)
outcome <- ifelse(titanic$Survived == "Yes", "Survived", "Died")
write_tsv(rbind(data.frame(from = titanic$Class, to = titanic$Sex, people = titanic$Freq),
                data.frame(from = titanic$Sex, to = outcome, people = titanic$Freq)),
          "sankey-diagram", "titanic-flows.tsv")

# Treemap: Global Patterns 16S reads per order of Bacteria and Archaea (all 26 samples), with phylum and
# class; orders holding less than 0.05 % of the reads are left out. Unassigned ranks read "(unassigned)".
otus <- read.delim(file.path(gp, "otu_table.tsv"), check.names = FALSE, row.names = 1)
taxonomy <- read.delim(file.path(gp, "taxonomy.tsv"), check.names = FALSE, row.names = 1, colClasses = "character")
reads <- rowSums(otus)[rownames(taxonomy)]
named <- function(x) ifelse(is.na(x) | x == "", "(unassigned)", x)
orders <- aggregate(reads, by = list(Kingdom = named(taxonomy$Kingdom), Phylum = named(taxonomy$Phylum),
                                     Class = named(taxonomy$Class), Order = named(taxonomy$Order)), FUN = sum)
names(orders)[5] <- "Reads"
orders <- orders[orders$Reads >= 0.0005 * sum(orders$Reads), ]
orders <- orders[order(orders$Kingdom, orders$Phylum, orders$Class, -orders$Reads), ]
write_tsv(orders, "treemap-chart", "global-patterns-orders.tsv")

# Candlestick: the last 60 trading days of 2006 of the TTR package's sample stock (ttrc: daily open, high,
# low, close and volume, 1985-2006).
data(ttrc, package = "TTR")
write_tsv(tail(ttrc, 60), "candlestick-chart", "ttrc-2006.tsv")

# Network graph: Zachary's karate club (34 members, 78 friendships), from igraph's notable graphs.
karate <- igraph::make_graph("Zachary")
edges <- igraph::as_edgelist(karate)
write_tsv(data.frame(source = paste0("m", edges[, 1]), target = paste0("m", edges[, 2])), "network-graph", "karate-club.tsv")
